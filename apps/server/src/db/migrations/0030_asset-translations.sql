ALTER TABLE "assets" ADD COLUMN "pickup_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_translated_names_trgm_idx" ON "assets" USING gin ((jsonb_path_query_array("translations", '$.*.name'::jsonpath)::text) gin_trgm_ops);