CREATE TABLE "assistance_declines" (
	"request_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistance_declines_volunteer_id_request_id_pk" PRIMARY KEY("volunteer_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "assistance_declines" ADD CONSTRAINT "assistance_declines_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_declines" ADD CONSTRAINT "assistance_declines_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;