CREATE TABLE "gateway_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_stats_minute" (
	"minute" timestamp with time zone NOT NULL,
	"instance_id" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"total_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_system_apis" (
	"source_system_id" uuid NOT NULL,
	"api_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text NOT NULL,
	"source_ip" text DEFAULT '' NOT NULL,
	"expiry_date" timestamp with time zone,
	"api_key_hash" text,
	"api_key_prefix" text,
	"key_issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "target_apis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"api_name" text NOT NULL,
	"path" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"target_system_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"origin_url" text NOT NULL,
	"activate" boolean DEFAULT true NOT NULL,
	"auth_key_enc" text,
	"auth_key_hint" text,
	"auth_header" text DEFAULT 'Authorization' NOT NULL,
	"timeout_ms" integer DEFAULT 60000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_flow_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"time_init" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"api_id" uuid,
	"source_system_id" uuid,
	"source_name" text,
	"target_system_id" uuid,
	"source_ip" text,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"gateway_ms" integer NOT NULL,
	"upstream_ms" integer NOT NULL,
	"error" text,
	"request_data" jsonb,
	"response_data" jsonb,
	"instance_id" text
);
--> statement-breakpoint
ALTER TABLE "source_system_apis" ADD CONSTRAINT "source_system_apis_source_system_id_source_systems_id_fk" FOREIGN KEY ("source_system_id") REFERENCES "public"."source_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_system_apis" ADD CONSTRAINT "source_system_apis_api_id_target_apis_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."target_apis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_apis" ADD CONSTRAINT "target_apis_target_system_id_target_systems_id_fk" FOREIGN KEY ("target_system_id") REFERENCES "public"."target_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_stats_minute_pk" ON "gateway_stats_minute" USING btree ("minute","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_system_apis_pk" ON "source_system_apis" USING btree ("source_system_id","api_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_systems_name_uq" ON "source_systems" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "source_systems_key_uq" ON "source_systems" USING btree ("api_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "target_apis_route_uq" ON "target_apis" USING btree ("target_system_id","method","path");--> statement-breakpoint
CREATE UNIQUE INDEX "target_systems_code_uq" ON "target_systems" USING btree ("code");--> statement-breakpoint
CREATE INDEX "task_flow_time_idx" ON "task_flow_logs" USING btree ("time_init" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_flow_status_time_idx" ON "task_flow_logs" USING btree ("status","time_init" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_flow_api_time_idx" ON "task_flow_logs" USING btree ("api_id","time_init" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_flow_source_time_idx" ON "task_flow_logs" USING btree ("source_system_id","time_init" DESC NULLS LAST);