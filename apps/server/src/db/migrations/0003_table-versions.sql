CREATE TABLE "table_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the written table's version once per transaction, when it commits: readers see the new
-- version exactly when they see the writes. Deferred to the commit, the version row is locked only
-- for that instant, after the transaction holds every other lock it needs, so writers queue on it
-- briefly and can never deadlock on it.
CREATE FUNCTION "raise_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'sahaya.version_raised_' || TG_TABLE_NAME;
BEGIN
  IF current_setting(marker, true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(marker, 'on', true);
  UPDATE "table_versions" SET "version" = "version" + 1 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "table_versions" ("name") VALUES ('users');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_raise_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_table_version"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_raises_version" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_table_version"();
