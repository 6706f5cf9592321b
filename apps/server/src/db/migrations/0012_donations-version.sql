-- The admin's donations list keeps its totals under a version of `donations`, as the people lists
-- do under that of `users` (0003): a search matching tens of thousands of donations is counted once
-- per change of the table, not on every page. Donations are written at the pace of payments, so
-- the commits taking turns on the version row cost little.
INSERT INTO "table_versions" ("name") VALUES ('donations');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "donations_raise_version" AFTER INSERT OR UPDATE OR DELETE ON "donations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_table_version"();--> statement-breakpoint
CREATE TRIGGER "donations_truncate_raises_version" AFTER TRUNCATE ON "donations"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_table_version"();
