-- The admin's lists of requests by priority, whatever their status, read off an index: their first
-- page and the ranges a cursor reads (db/keyset.ts) instead of sorting every request.
CREATE INDEX "asset_requests_priority_created_idx" ON "asset_requests" USING btree ("priority","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assistance_requests_priority_created_idx" ON "assistance_requests" USING btree ("priority","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
