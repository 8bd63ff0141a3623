CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products", unnest(string_to_array("search_text", ' ')) w WHERE w ~ '^[a-z]{3,}$' ON CONFLICT DO NOTHING;
