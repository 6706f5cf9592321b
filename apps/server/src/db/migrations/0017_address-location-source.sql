CREATE TYPE "public"."location_source" AS ENUM('device', 'pin');--> statement-breakpoint
CREATE TABLE "addresses_to_locate" (
	"address_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "location_source" "location_source";--> statement-breakpoint
ALTER TABLE "addresses_to_locate" ADD CONSTRAINT "addresses_to_locate_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every location saved until now was shared from the person's device ("Use my current location").
UPDATE "addresses" SET "location_source" = 'device' WHERE "latitude" IS NOT NULL;--> statement-breakpoint
-- The addresses without one are listed for the job that locates them by their PIN code
-- (addresses.jobs.ts); the table of PIN codes is a file the server reads, not something SQL sees.
INSERT INTO "addresses_to_locate" ("address_id") SELECT "id" FROM "addresses" WHERE "latitude" IS NULL;

