/**
 * Migration 0031 gives the assets there already are their short codes, numbered in the order they
 * were added, each category's letters counting on their own, and starts each counter after its
 * last, so the next asset added takes the next number. On PostgreSQL when DATABASE_URL is set (a
 * database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

const SHORT_CODES = 31;
const before = databaseBeforeMigration(SHORT_CODES);
const { rows } = before;

describe('migration 0031', () => {
  it('numbers the assets there are in the order they were added, per category, and the next one after them', async () => {
    // Inserted out of order: the day each was added decides its number, not the insert.
    const added = [
      ['Folding Wheelchair', 'wheelchair', '2025-03-02'],
      ['Standard Wheelchair', 'wheelchair', '2025-01-05'],
      ['Bubble Air Mattress', 'airbed', '2025-02-01'],
      ['Transit Wheelchair', 'wheelchair', '2025-06-30'],
      ['Walking Stick', 'walkingStick', '2025-04-04'],
    ] as const;
    for (const [name, category, day] of added) {
      await before.db.execute(sql`
        insert into assets (name, description, category, stocks, created_at) values (${name}, 'For the migration', ${category}, 1, ${`${day}T10:00:00Z`})`);
    }

    await before.migrate();

    const coded = await rows<{ name: string; short_code: string }>(sql`select name, short_code from assets order by short_code`);
    expect(coded).toEqual([
      { name: 'Bubble Air Mattress', short_code: 'AB-0001' },
      { name: 'Standard Wheelchair', short_code: 'WC-0001' },
      { name: 'Folding Wheelchair', short_code: 'WC-0002' },
      { name: 'Transit Wheelchair', short_code: 'WC-0003' },
      { name: 'Walking Stick', short_code: 'WS-0001' },
    ]);
    // Each counter stands at its letters' last number, so the next asset takes the one after it.
    expect(await rows(sql`select prefix, last from asset_code_counters order by prefix`)).toEqual([
      { prefix: 'AB', last: 1 },
      { prefix: 'WC', last: 3 },
      { prefix: 'WS', last: 1 },
    ]);
    // A code is one asset's only.
    await expect(before.db.execute(sql`update assets set short_code = 'WC-0001' where name = 'Folding Wheelchair'`)).rejects.toThrow();
  });
});
