CREATE TABLE "chat_removals" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"after_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_removals" ADD CONSTRAINT "chat_removals_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;