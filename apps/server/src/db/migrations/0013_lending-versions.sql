-- The lending lists keep their totals as the people and donations lists do (0003, 0012): the
-- catalogue under the version of `assets`, the admin's requests under that of `asset_requests`, and
-- a search of those requests (which matches asset and requester names) under the versions of
-- `assets` and `users` as well. Requests are written at the pace of people asking and admins
-- deciding, so the commits taking turns on a version row cost little.
INSERT INTO "table_versions" ("name") VALUES ('assets'), ('asset_requests');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assets_raise_version" AFTER INSERT OR UPDATE OR DELETE ON "assets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_table_version"();--> statement-breakpoint
CREATE TRIGGER "assets_truncate_raises_version" AFTER TRUNCATE ON "assets"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_table_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "asset_requests_raise_version" AFTER INSERT OR UPDATE OR DELETE ON "asset_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_table_version"();--> statement-breakpoint
CREATE TRIGGER "asset_requests_truncate_raises_version" AFTER TRUNCATE ON "asset_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_table_version"();
