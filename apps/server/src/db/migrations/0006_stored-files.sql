CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referenced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_unreferenced_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."referenced_at" is null;