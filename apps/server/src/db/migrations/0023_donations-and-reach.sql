CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_sequences" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"relation" varchar(50) NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_number" varchar(32);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_pan" varchar(10);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_email" varchar(254);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_address" varchar(500);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reference" varchar(100);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan" varchar(10);--> statement-breakpoint
ALTER TABLE "family_contacts" ADD CONSTRAINT "family_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_contacts_user_idx" ON "family_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_contacts_user_email_key" ON "family_contacts" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "family_contacts_token_key" ON "family_contacts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_receipt_number_key" ON "donations" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "donations_received_on_idx" ON "donations" USING btree ("received_on") WHERE "donations"."receipt_number" is not null;--> statement-breakpoint
-- Donations made before providers were told apart were Stripe's or the demo checkout's.
UPDATE "donations" SET "provider" = CASE WHEN "is_demo" THEN 'demo' ELSE 'stripe' END;--> statement-breakpoint
-- Donations completed before receipts were numbered get their numbers now, in the order they
-- completed, one sequence per Indian financial year (April to March, in India's time). A demo
-- donation took no money and gets none.
WITH "days" AS (
  SELECT "id", "completed_at", ("completed_at" AT TIME ZONE 'Asia/Kolkata')::date AS "day"
  FROM "donations" WHERE "status" = 'completed' AND NOT "is_demo" AND "completed_at" IS NOT NULL
), "years" AS (
  SELECT "id", "completed_at", "day",
    CASE WHEN extract(month FROM "day") >= 4
      THEN extract(year FROM "day")::int || '-' || lpad(((extract(year FROM "day")::int + 1) % 100)::text, 2, '0')
      ELSE (extract(year FROM "day")::int - 1) || '-' || lpad((extract(year FROM "day")::int % 100)::text, 2, '0')
    END AS "fy"
  FROM "days"
), "numbered" AS (
  SELECT "id", "day", "fy", row_number() OVER (PARTITION BY "fy" ORDER BY "completed_at", "id") AS "n" FROM "years"
), "given" AS (
  UPDATE "donations" SET "receipt_number" = 'SAH/' || "numbered"."fy" || '/' || lpad("numbered"."n"::text, 6, '0'), "received_on" = "numbered"."day"
  FROM "numbered" WHERE "donations"."id" = "numbered"."id"
  RETURNING "numbered"."fy", "numbered"."n"
)
INSERT INTO "receipt_sequences" ("financial_year", "last_number") SELECT "fy", max("n") FROM "given" GROUP BY "fy";
