ALTER TYPE "public"."asset_event_kind" ADD VALUE 'renewed';--> statement-breakpoint
ALTER TYPE "public"."asset_event_kind" ADD VALUE 'service-due';--> statement-breakpoint
ALTER TYPE "public"."asset_event_kind" ADD VALUE 'serviced';--> statement-breakpoint
ALTER TABLE "asset_repairs" ADD COLUMN "kind" varchar(8) DEFAULT 'repair' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "return_checklist" jsonb;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "deposit_rupees" integer;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "deposit_method" varchar(8);--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "deposit_reference" varchar(64);--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "deposit_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "deposit_refund_reference" varchar(64);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "max_loan_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "max_renewals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "deposit_rupees" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "service_every_loans" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "service_every_days" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "loans_since_service" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "serviced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "asset_requests_deposit_idx" ON "asset_requests" USING btree ("handed_over_at") WHERE "asset_requests"."deposit_rupees" is not null;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_renewals_not_negative" CHECK ("asset_requests"."renewals" >= 0);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_max_loan_days_range" CHECK ("assets"."max_loan_days" between 1 and 180);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_max_renewals_range" CHECK ("assets"."max_renewals" between 0 and 10);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_deposit_positive" CHECK ("assets"."deposit_rupees" > 0);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_service_every_loans_positive" CHECK ("assets"."service_every_loans" > 0);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_service_every_days_positive" CHECK ("assets"."service_every_days" > 0);--> statement-breakpoint
-- Stock now leaves the shelf at hand-over, not at approval: the units of approved loans not yet handed over go back on the shelf, where their loans reserve them for their periods.
UPDATE "assets" SET "stocks" = "assets"."stocks" + "reserved"."units" FROM (SELECT "asset_id", sum("quantity")::integer AS "units" FROM "asset_requests" WHERE "status" = 'approved' AND "handed_over_at" IS NULL GROUP BY "asset_id") AS "reserved" WHERE "reserved"."asset_id" = "assets"."id";
