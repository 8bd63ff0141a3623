ALTER TABLE "orders" ADD COLUMN "notice_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notice_next_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_notice_idx" ON "orders" USING btree ("notice_status","notice_next_at");