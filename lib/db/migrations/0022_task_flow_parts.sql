ALTER TABLE "task_flow_logs" ADD COLUMN "request_headers" text;--> statement-breakpoint
ALTER TABLE "task_flow_logs" ADD COLUMN "request_body" "bytea";--> statement-breakpoint
ALTER TABLE "task_flow_logs" ADD COLUMN "request_size" bigint;--> statement-breakpoint
ALTER TABLE "task_flow_logs" ADD COLUMN "response_headers" text;--> statement-breakpoint
ALTER TABLE "task_flow_logs" ADD COLUMN "response_body" "bytea";--> statement-breakpoint
ALTER TABLE "task_flow_logs" ADD COLUMN "response_size" bigint;