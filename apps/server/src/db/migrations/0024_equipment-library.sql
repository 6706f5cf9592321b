CREATE TYPE "public"."asset_event_kind" AS ENUM('added', 'edited', 'approved', 'handed-over', 'returned', 'repaired');--> statement-breakpoint
CREATE TYPE "public"."loan_reminder" AS ENUM('due-soon', 'due-today', 'late-3', 'late-7');--> statement-breakpoint
CREATE TYPE "public"."return_condition" AS ENUM('good', 'needs-repair');--> statement-breakpoint
CREATE TABLE "asset_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"kind" "asset_event_kind" NOT NULL,
	"actor_id" uuid,
	"person_id" uuid,
	"request_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"request_id" uuid,
	"quantity" integer NOT NULL,
	"note" text NOT NULL,
	"ready_at" timestamp with time zone,
	"ready_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_repairs_quantity_positive" CHECK ("asset_repairs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "asset_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_reminders_sent" (
	"request_id" uuid NOT NULL,
	"kind" "loan_reminder" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_reminders_sent_request_id_kind_pk" PRIMARY KEY("request_id","kind")
);
--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "return_date" date;--> statement-breakpoint
-- Loans made before loan periods were asked for are due back after the default period.
UPDATE "asset_requests" SET "return_date" = "requested_date" + 14;--> statement-breakpoint
ALTER TABLE "asset_requests" ALTER COLUMN "return_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "return_condition" "return_condition";--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "in_repair" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_request_id_asset_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."asset_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_repairs" ADD CONSTRAINT "asset_repairs_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_repairs" ADD CONSTRAINT "asset_repairs_request_id_asset_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."asset_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_repairs" ADD CONSTRAINT "asset_repairs_ready_by_users_id_fk" FOREIGN KEY ("ready_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_waitlist" ADD CONSTRAINT "asset_waitlist_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_waitlist" ADD CONSTRAINT "asset_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders_sent" ADD CONSTRAINT "loan_reminders_sent_request_id_asset_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."asset_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_events_asset_created_idx" ON "asset_events" USING btree ("asset_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_events_person_idx" ON "asset_events" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "asset_repairs_asset_open_idx" ON "asset_repairs" USING btree ("asset_id","ready_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_waitlist_asset_user_key" ON "asset_waitlist" USING btree ("asset_id","user_id");--> statement-breakpoint
CREATE INDEX "asset_waitlist_asset_created_idx" ON "asset_waitlist" USING btree ("asset_id","created_at","id");--> statement-breakpoint
CREATE INDEX "asset_waitlist_user_idx" ON "asset_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "asset_requests_asset_status_dates_idx" ON "asset_requests" USING btree ("asset_id","status","requested_date","return_date");--> statement-breakpoint
CREATE INDEX "asset_requests_status_return_idx" ON "asset_requests" USING btree ("status","return_date");--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_return_after_start" CHECK ("asset_requests"."return_date" > "asset_requests"."requested_date");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_in_repair_not_negative" CHECK ("assets"."in_repair" >= 0);--> statement-breakpoint
-- Units that came back before conditions were recorded came back in good condition.
UPDATE "asset_requests" SET "return_condition" = 'good' WHERE "returned_at" IS NOT NULL;--> statement-breakpoint
-- The history so far, from the records: each asset added, each loan approved and returned.
INSERT INTO "asset_events" ("asset_id", "kind", "created_at") SELECT "id", 'added', "created_at" FROM "assets";--> statement-breakpoint
INSERT INTO "asset_events" ("asset_id", "kind", "person_id", "request_id", "details", "created_at")
  SELECT "asset_id", 'approved', "user_id", "id", jsonb_build_object('quantity', "quantity", 'from', "requested_date"::text, 'to', "return_date"::text), "decided_at"
  FROM "asset_requests" WHERE "status" IN ('approved', 'completed') AND "decided_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "asset_events" ("asset_id", "kind", "person_id", "request_id", "details", "created_at")
  SELECT "asset_id", 'returned', "user_id", "id", jsonb_build_object('quantity', "quantity", 'condition', 'good'), "returned_at"
  FROM "asset_requests" WHERE "returned_at" IS NOT NULL;
