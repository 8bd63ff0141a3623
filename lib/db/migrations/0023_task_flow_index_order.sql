-- The task-flow indexes ascending: newest-first inserts into descending ones split pages half empty (schema.ts).
DROP INDEX "task_flow_time_idx";--> statement-breakpoint
DROP INDEX "task_flow_api_time_idx";--> statement-breakpoint
DROP INDEX "task_flow_source_time_idx";--> statement-breakpoint
CREATE INDEX "task_flow_time_idx" ON "task_flow_logs" USING btree ("time_init");--> statement-breakpoint
CREATE INDEX "task_flow_api_time_idx" ON "task_flow_logs" USING btree ("api_id","time_init");--> statement-breakpoint
CREATE INDEX "task_flow_source_time_idx" ON "task_flow_logs" USING btree ("source_system_id","time_init");