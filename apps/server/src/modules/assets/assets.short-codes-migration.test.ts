/**
 * Migration 0031 gives the assets there already are their short codes, numbered in the order they
 * were added, each category's letters counting on their own, and starts each counter after its
 * last, so the next asset added takes the next number. On PostgreSQL when DATABASE_URL is set (a
 * database of the test's own), else on PGlite.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { freshDatabase, type FreshDatabase } from '../../test/postgres-databases.ts';
import { nextShortCode } from '../../db/asset-short-codes.ts';

const migrations = new URL('../../db/migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', migrations), 'utf8')) as { entries: { idx: number; tag: string }[] };
const SHORT_CODES = 31;

/** Runs one migration's statements, as the migrator does. */
async function apply(database: Database, tag: string) {
  const text = readFileSync(new URL(`${tag}.sql`, migrations), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

let fresh: FreshDatabase | undefined;
let database: Database;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  database = await openDatabase({ databaseUrl: fresh?.url, poolSize: 1 });
  for (const { tag } of journal.entries.filter((entry) => entry.idx < SHORT_CODES)) await apply(database, tag);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: unknown[] }).rows as T[];

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
      await database.db.execute(sql`
        insert into assets (name, description, category, stocks, created_at) values (${name}, 'For the migration', ${category}, 1, ${`${day}T10:00:00Z`})`);
    }

    await apply(database, journal.entries.find((entry) => entry.idx === SHORT_CODES)!.tag);

    const coded = await rows<{ name: string; short_code: string }>(sql`select name, short_code from assets order by short_code`);
    expect(coded).toEqual([
      { name: 'Bubble Air Mattress', short_code: 'AB-0001' },
      { name: 'Standard Wheelchair', short_code: 'WC-0001' },
      { name: 'Folding Wheelchair', short_code: 'WC-0002' },
      { name: 'Transit Wheelchair', short_code: 'WC-0003' },
      { name: 'Walking Stick', short_code: 'WS-0001' },
    ]);
    await database.db.transaction(async (tx) => {
      expect(await nextShortCode(tx, 'wheelchair')).toBe('WC-0004');
      expect(await nextShortCode(tx, 'airbed')).toBe('AB-0002');
    });
    // A code is one asset's only.
    await expect(database.db.execute(sql`update assets set short_code = 'WC-0001' where name = 'Folding Wheelchair'`)).rejects.toThrow();
  });
});
