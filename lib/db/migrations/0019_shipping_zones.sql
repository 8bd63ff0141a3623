CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text NOT NULL,
	"provinces" text[] NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"free_shipping_over" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_uq" ON "shipping_zones" USING btree ("name");