CREATE TABLE "dispatch_alerts" (
	"request_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"wave" smallint NOT NULL,
	"distance_km" real NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_alerts_request_id_volunteer_id_pk" PRIMARY KEY("request_id","volunteer_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_availability" (
	"volunteer_id" uuid PRIMARY KEY NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"radius_km" smallint DEFAULT 10 NOT NULL,
	"address_id" uuid,
	"skills" "volunteer_type"[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_availability_radius" CHECK ("volunteer_availability"."radius_km" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_availability" ADD CONSTRAINT "volunteer_availability_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_availability" ADD CONSTRAINT "volunteer_availability_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_alerts_volunteer_idx" ON "dispatch_alerts" USING btree ("volunteer_id","alerted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "volunteer_availability_on_duty_idx" ON "volunteer_availability" USING btree ("address_id") WHERE "volunteer_availability"."on_duty";--> statement-breakpoint
CREATE INDEX "assistance_requests_unanswered_idx" ON "assistance_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assistance_requests"."status" = 'pending' and "assistance_requests"."volunteer_id" is null and "assistance_requests"."escalated_at" is not null;--> statement-breakpoint
CREATE INDEX "addresses_location_idx" ON "addresses" USING btree ("latitude","longitude") WHERE "addresses"."latitude" is not null and "addresses"."longitude" is not null;