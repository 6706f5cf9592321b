-- A person has one request of an asset waiting for a decision at a time (assets.pending-asks.ts): a
-- pending request reserves no unit, yet the waiting list's turn keeps its units from the people in
-- line, so a pile of one person's requests kept the units from everybody waiting. Where a person
-- had asked for an asset more than once, the first asked stays (first come, first served) and the
-- later ones are cancelled, as the person would cancel them, so the index can hold.
--
-- The migrator runs every migration due in one transaction, and PostgreSQL refuses an enum value
-- added in the same transaction (0027 adds 'cancelled'): a new database, which has no requests,
-- must not meet the value at all, so the update is only run, and only then planned, where there is
-- something to cancel.
DO $$
BEGIN
  IF EXISTS (SELECT FROM "asset_requests" WHERE "status" = 'pending' GROUP BY "user_id", "asset_id" HAVING count(*) > 1) THEN
    UPDATE "asset_requests" SET "status" = 'cancelled', "updated_at" = now()
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "user_id", "asset_id" ORDER BY "created_at", "id") AS "turn"
        FROM "asset_requests" WHERE "status" = 'pending'
      ) AS "asked" WHERE "turn" > 1
    );
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_requests_one_pending_idx" ON "asset_requests" USING btree ("user_id","asset_id") WHERE "asset_requests"."status" = 'pending';
