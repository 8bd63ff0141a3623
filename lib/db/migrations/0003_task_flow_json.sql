DROP INDEX "task_flow_status_time_idx";--> statement-breakpoint
ALTER TABLE "task_flow_logs" ALTER COLUMN "request_data" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "task_flow_logs" ALTER COLUMN "response_data" SET DATA TYPE json;