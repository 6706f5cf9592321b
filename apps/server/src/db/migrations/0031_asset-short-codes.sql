CREATE TABLE "asset_code_counters" (
	"prefix" varchar(4) PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "short_code" varchar(16);--> statement-breakpoint
-- The assets there already are numbered in the order they were added, each category's letters
-- counting on their own (constants.ts, assetCodePrefixes, as they were when this ran), and each
-- counter starts after its last.
WITH numbered AS (
  SELECT "id",
    CASE "category" WHEN 'wheelchair' THEN 'WC' WHEN 'airbed' THEN 'AB' WHEN 'walkingStick' THEN 'WS' END AS "prefix",
    row_number() OVER (PARTITION BY "category" ORDER BY "created_at", "id") AS "number"
  FROM "assets"
)
UPDATE "assets" SET "short_code" = numbered."prefix" || '-' || lpad(numbered."number"::text, greatest(4, length(numbered."number"::text)), '0')
FROM numbered WHERE numbered."id" = "assets"."id";--> statement-breakpoint
INSERT INTO "asset_code_counters" ("prefix", "last")
SELECT CASE "category" WHEN 'wheelchair' THEN 'WC' WHEN 'airbed' THEN 'AB' WHEN 'walkingStick' THEN 'WS' END, count(*)
FROM "assets" GROUP BY "category";--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_short_code_key" ON "assets" USING btree ("short_code");
