import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../test/postgres-databases.ts';
import { openDatabase, type Database } from './client.ts';
import { heldCursorBatches } from './held-cursor.ts';

const serverUrl = process.env.DATABASE_URL;

/** The numbers 1 to `n`, in order. */
const numbers = (n: number) => sql`select g as "n" from generate_series(1, ${n}::int) g order by g`;

/** The cursors open in the session a reservation gets. */
async function openCursors(database: Database): Promise<number> {
  const session = await database.reserve();
  try {
    const { rows } = (await session.db.execute(sql`select count(*)::int as "open" from pg_cursors where name like 'held\_%'`)) as unknown as {
      rows: { open: number }[];
    };
    return rows[0]!.open;
  } finally {
    session.release();
  }
}

describe('a query read through a held cursor', () => {
  let fresh: FreshDatabase | undefined;
  let database: Database;

  beforeAll(async () => {
    fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
    // One connection: a cursor's connection that was not handed back would keep the next reservation waiting.
    database = await openDatabase({ databaseUrl: fresh?.url, poolSize: 1 });
  });
  afterAll(async () => {
    await database.close();
    await fresh?.drop();
  });

  it('gives the rows in batches of the size asked, in order', async () => {
    const batches: number[][] = [];
    for await (const batch of heldCursorBatches<{ n: number }>(database, numbers(25), 10)) batches.push(batch.map((row) => row.n));
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await openCursors(database)).toBe(0);
  });

  it('closes the cursor and hands its connection back when the reading stops part-way', async () => {
    for await (const batch of heldCursorBatches<{ n: number }>(database, numbers(100), 10)) {
      expect(batch).toHaveLength(10);
      break;
    }
    expect(await openCursors(database)).toBe(0);
  });

  // PostgreSQL's other statements go to other connections; the embedded database's share its session.
  it.skipIf(serverUrl)('keeps its rows while the session runs other statements and transactions between batches', async () => {
    const read: number[] = [];
    for await (const batch of heldCursorBatches<{ n: number }>(database, numbers(30), 10)) {
      read.push(...batch.map((row) => row.n));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        tx.rollback();
      }).catch(() => undefined);
    }
    expect(read).toHaveLength(30);
  });

  it('fails with the query, and hands its connection back', async () => {
    const failing = sql`select 1 / (g - 3) as "n" from generate_series(1, 5) g`;
    await expect(async () => {
      for await (const _ of heldCursorBatches(database, failing, 2));
    }).rejects.toThrow();
    expect(await openCursors(database)).toBe(0);
  });
});
