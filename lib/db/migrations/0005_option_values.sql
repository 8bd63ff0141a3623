DROP INDEX "products_variants_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_option_values_idx" ON "products" USING gin ("option_values");--> statement-breakpoint
UPDATE "products" SET "option_values" = coalesce((SELECT array_agg(DISTINCT o.key || ':' || o.value) FROM jsonb_array_elements("variants") v, jsonb_each_text(v->'options') o), '{}'::text[]);
