CREATE INDEX "assistance_requests_pending_unlocated_idx" ON "assistance_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assistance_requests"."status" = 'pending' and "assistance_requests"."volunteer_id" is null and ("assistance_requests"."latitude" is null or "assistance_requests"."longitude" is null);--> statement-breakpoint
-- Requests still waiting for a volunteer that were made before their address had a location keep
-- null coordinates, so no volunteer finds them nearby. Those whose address has a location now, and
-- still names the place copied onto the request, take it. Addresses located later by their PIN code
-- (addresses.jobs.ts) pass it on to their requests through the 'addresses-located' job.
UPDATE "assistance_requests" AS r
SET "latitude" = a."latitude", "longitude" = a."longitude", "updated_at" = now()
FROM "addresses" AS a
WHERE r."address_id" = a."id"
  AND r."status" = 'pending' AND r."volunteer_id" IS NULL AND (r."latitude" IS NULL OR r."longitude" IS NULL)
  AND a."latitude" IS NOT NULL AND a."longitude" IS NOT NULL
  AND r."street" = a."street" AND r."city" = a."city" AND r."state" = a."state" AND r."zip_code" = a."pincode";
