/**
 * Migration 0037: units leave the shelf at hand-over, not at approval. The approved loans not yet
 * handed over had taken their units off the shelf; the migration puts them back, where the loans
 * now reserve them for their days, and leaves the loans out as they are, so no unit is lent twice.
 * On PostgreSQL when DATABASE_URL is set (a database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

const LOAN_CLOSET = 37;
const before = databaseBeforeMigration(LOAN_CLOSET);
const { rows } = before;

describe('migration 0037', () => {
  it('puts back on the shelf the units of approved loans not handed over, and only those', async () => {
    const [person] = await rows<{ id: string }>(sql`insert into users (name, email) values ('Asha Verma', 'asha@example.com') returning id`);
    const [bed, chair] = await rows<{ id: string }>(sql`
      insert into assets (short_code, name, description, category, stocks) values
        ('AB-0001', 'Hospital Bed', 'A bed', 'airbed', 0), ('WC-0001', 'Wheelchair', 'A chair', 'wheelchair', 1)
      returning id`);
    // The bed: one unit approved and waiting to be collected, two out with the borrower; one asked for.
    // The chair: one out, one on the shelf; a loan returned and one rejected count for nothing.
    await before.db.execute(sql`
      insert into asset_requests (asset_id, user_id, quantity, requested_date, return_date, status, handed_over_at) values
        (${bed!.id}, ${person!.id}, 1, '2026-12-10', '2027-03-10', 'approved', null),
        (${bed!.id}, ${person!.id}, 2, '2026-11-01', '2026-12-20', 'approved', now()),
        (${bed!.id}, ${person!.id}, 1, '2026-12-12', '2026-12-20', 'pending', null),
        (${chair!.id}, ${person!.id}, 1, '2026-11-01', '2026-12-20', 'approved', now()),
        (${chair!.id}, ${person!.id}, 1, '2026-10-01', '2026-10-20', 'completed', now()),
        (${chair!.id}, ${person!.id}, 1, '2026-10-01', '2026-10-20', 'rejected', null)`);

    await before.migrate();

    const stock = await rows<{ name: string; stocks: number; max_loan_days: number; max_renewals: number; checklist: string[] }>(
      sql`select name, stocks, max_loan_days, max_renewals, checklist from assets order by name`,
    );
    expect(stock).toEqual([
      { name: 'Hospital Bed', stocks: 1, max_loan_days: 30, max_renewals: 2, checklist: [] },
      { name: 'Wheelchair', stocks: 1, max_loan_days: 30, max_renewals: 2, checklist: [] },
    ]);
    const renewals = await rows<{ renewals: number }>(sql`select distinct renewals from asset_requests`);
    expect(renewals).toEqual([{ renewals: 0 }]);
  });
});
