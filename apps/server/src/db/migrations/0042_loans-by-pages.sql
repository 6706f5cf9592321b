-- An asset's open loans come by pages, soonest first with the id deciding between loans of the same
-- days (GET /api/assets/:id/loans): the id ends the index of the asset's open loans so each page, and
-- a page read from a cursor, is a range of it with no sort. Availability reads it as before.
DROP INDEX "asset_requests_asset_status_dates_idx";--> statement-breakpoint
CREATE INDEX "asset_requests_asset_status_dates_idx" ON "asset_requests" USING btree ("asset_id","status","requested_date","return_date","id");