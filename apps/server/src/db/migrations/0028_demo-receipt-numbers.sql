-- Receipt numbers come in series: `SAH`, the receipts of money received, and `DEMO`, the numbers
-- of gifts made on the demo checkout (`DEMO/2026-27/000012`), which never take a number of the
-- real series. The sequences kept so far are the real series'.
ALTER TABLE "receipt_sequences" ADD COLUMN "series" varchar(8) DEFAULT 'SAH' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_sequences" DROP CONSTRAINT "receipt_sequences_pkey";--> statement-breakpoint
ALTER TABLE "receipt_sequences" ADD CONSTRAINT "receipt_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year");--> statement-breakpoint
-- Demo gifts completed so far get their numbers now, in the order they completed, one sequence
-- per Indian financial year (April to March, in India's time), as 0023 numbered the real ones.
WITH "days" AS (
  SELECT "id", coalesce("completed_at", "created_at") AS "at",
    coalesce("received_on", (coalesce("completed_at", "created_at") AT TIME ZONE 'Asia/Kolkata')::date) AS "day"
  FROM "donations" WHERE "status" = 'completed' AND "is_demo" AND "receipt_number" IS NULL
), "years" AS (
  SELECT "id", "at", "day",
    CASE WHEN extract(month FROM "day") >= 4
      THEN extract(year FROM "day")::int || '-' || lpad(((extract(year FROM "day")::int + 1) % 100)::text, 2, '0')
      ELSE (extract(year FROM "day")::int - 1) || '-' || lpad((extract(year FROM "day")::int % 100)::text, 2, '0')
    END AS "fy"
  FROM "days"
), "numbered" AS (
  SELECT "id", "day", "fy", row_number() OVER (PARTITION BY "fy" ORDER BY "at", "id") AS "n" FROM "years"
), "given" AS (
  UPDATE "donations" SET "receipt_number" = 'DEMO/' || "numbered"."fy" || '/' || lpad("numbered"."n"::text, greatest(6, length("numbered"."n"::text)), '0'),
    "received_on" = "numbered"."day"
  FROM "numbered" WHERE "donations"."id" = "numbered"."id"
  RETURNING "numbered"."fy", "numbered"."n"
)
INSERT INTO "receipt_sequences" ("series", "financial_year", "last_number") SELECT 'DEMO', "fy", max("n") FROM "given" GROUP BY "fy";
