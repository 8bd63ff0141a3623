ALTER TABLE "orders" ADD COLUMN "update_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_next_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_update_idx" ON "orders" USING btree ("update_status","update_next_at");