/**
 * Migration 0043: a person has one request of an asset waiting for a decision. Where they had asked
 * for one asset more than once, the first asked stays and the later ones are cancelled; every other
 * request stays as it was, and the index then refuses a second pending request of the asset.
 * On PostgreSQL when DATABASE_URL is set (a database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

const ONE_PENDING_ASK = 43;
const before = databaseBeforeMigration(ONE_PENDING_ASK);
const { rows } = before;

describe('migration 0043', () => {
  it("keeps a person's first pending request of an asset, cancels their later ones, and leaves everything else alone", async () => {
    const [asha, ravi] = await rows<{ id: string }>(sql`
      insert into users (name, email) values ('Asha Verma', 'asha@example.com'), ('Ravi Kumar', 'ravi@example.com') returning id`);
    const [bed, chair] = await rows<{ id: string }>(sql`
      insert into assets (short_code, name, description, category, stocks) values
        ('AB-0001', 'Hospital Bed', 'A bed', 'airbed', 3), ('WC-0001', 'Wheelchair', 'A chair', 'wheelchair', 3)
      returning id`);
    // Asha asked for the bed three times (the first on the 1st) and the chair once; Ravi asked for
    // the bed once. Her approved and rejected requests of the bed are no asks waiting.
    await before.db.execute(sql`
      insert into asset_requests (asset_id, user_id, quantity, requested_date, return_date, status, reason, created_at) values
        (${bed!.id}, ${asha!.id}, 1, '2026-12-10', '2026-12-20', 'pending', 'first', '2026-12-01T10:00:00Z'),
        (${bed!.id}, ${asha!.id}, 2, '2026-12-12', '2026-12-20', 'pending', 'second', '2026-12-02T10:00:00Z'),
        (${bed!.id}, ${asha!.id}, 1, '2027-01-10', '2027-01-20', 'pending', 'third', '2026-12-03T10:00:00Z'),
        (${bed!.id}, ${asha!.id}, 1, '2026-11-01', '2026-11-10', 'approved', 'lent', '2026-10-01T10:00:00Z'),
        (${bed!.id}, ${asha!.id}, 1, '2026-11-01', '2026-11-10', 'rejected', 'refused', '2026-10-02T10:00:00Z'),
        (${chair!.id}, ${asha!.id}, 1, '2026-12-10', '2026-12-20', 'pending', 'chair', '2026-12-04T10:00:00Z'),
        (${bed!.id}, ${ravi!.id}, 1, '2026-12-10', '2026-12-20', 'pending', 'ravi', '2026-12-05T10:00:00Z')`);

    await before.migrate();

    const after = await rows<{ reason: string; status: string }>(sql`select reason, status from asset_requests order by created_at`);
    expect(after).toEqual([
      { reason: 'lent', status: 'approved' },
      { reason: 'refused', status: 'rejected' },
      { reason: 'first', status: 'pending' },
      { reason: 'second', status: 'cancelled' },
      { reason: 'third', status: 'cancelled' },
      { reason: 'chair', status: 'pending' },
      { reason: 'ravi', status: 'pending' },
    ]);

    const again = before.db.execute(sql`
      insert into asset_requests (asset_id, user_id, quantity, requested_date, return_date, status)
      values (${bed!.id}, ${asha!.id}, 1, '2027-02-10', '2027-02-20', 'pending')`);
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });
});
