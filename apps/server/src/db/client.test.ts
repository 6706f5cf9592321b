import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase as freshDatabaseOn, onServer as onServerOf } from '../test/postgres-databases.ts';
import { openDatabase, STATEMENT_TIMEOUT_MS } from './client.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

const serverUrl = process.env.DATABASE_URL;

const onServer = (statement: string) => onServerOf(serverUrl!, statement);

/** A database of its own on the server, dropped after the test. */
const freshDatabase = () => freshDatabaseOn(serverUrl!);

describe.skipIf(serverUrl)('the embedded database', () => {
  it("starts a new data folder from the build's migrated database, and opens a folder that holds one as it is", async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'sahaya-new-database-'));
    /** A dump of a database holding one table, named for it. */
    const dumpWith = async (table: string) => {
      const made = await openDatabase({ pgliteDir: 'memory://' });
      await made.db.execute(sql.raw(`create table ${table} ()`));
      const file = join(scratch, `${table}.tar.gz`);
      writeFileSync(file, Buffer.from(await (await (made.client as PGlite).dumpDataDir('gzip')).arrayBuffer()));
      await made.close();
      return file;
    };
    const tables = async (options: Parameters<typeof openDatabase>[0]) => {
      const database = await openDatabase(options);
      try {
        const { rows } = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as { rows: { tablename: string }[] };
        return rows.map((row) => row.tablename);
      } finally {
        await database.close();
      }
    };
    try {
      const [first, second] = [await dumpWith('made_first'), await dumpWith('made_second')];
      const folder = join(scratch, 'data');
      expect(await tables({ pgliteDir: folder, pgliteNewDatabase: first })).toEqual(['made_first']);
      // The folder now holds a database: a new one's dump is not laid over it.
      expect(await tables({ pgliteDir: folder, pgliteNewDatabase: second })).toEqual(['made_first']);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('starts PostgreSQL with 16 MB of shared buffers, or as many as it is given', async () => {
    const shown = async (options: { pgliteSharedBuffersMb?: number }) => {
      const database = await openDatabase({ pgliteDir: 'memory://', ...options });
      try {
        const result = (await database.db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] };
        return result.rows[0]?.shared_buffers;
      } finally {
        await database.close();
      }
    };
    expect(await shown({})).toBe('16MB');
    expect(await shown({ pgliteSharedBuffersMb: 24 })).toBe('24MB');
  });
});

describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives an idle connection being cut by the server, and says so', async () => {
    const { name, url, drop } = await freshDatabase();
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: url, onConnectionError: (err) => errors.push(err) });
    try {
      await database.db.execute(sql`select 1`);
      // The server ends every connection to the database, as on a restart; nothing may crash.
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
    } finally {
      await database.close();
      await drop();
    }
  });

  it('survives connections cut by the server in the middle of transactions, which fail as unavailable', async () => {
    const { name, url, drop } = await freshDatabase();
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: url, poolSize: 4, onConnectionError: (err) => errors.push(err) });
    let release = () => undefined as void;
    try {
      // Four transactions hold every connection of the pool, each between two of its statements
      // (as a service awaits something of its own), when the server ends them all. A connection
      // checked out of the pool had no listener for its `error`, and this ended the process.
      const paused = new Promise<void>((resolve) => (release = resolve));
      let inside = 0;
      const transactions = Array.from({ length: 4 }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          inside += 1;
          await paused;
          await tx.execute(sql`select 2`);
        }),
      );
      await expect.poll(() => inside, { timeout: 10_000 }).toBe(4);
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
      release();
      const outcomes = await Promise.allSettled(transactions);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason), String(outcome.reason)).toBe(true);
      }
      // The broken connections left the pool; the next statements get new ones.
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
    } finally {
      release();
      await database.close();
      await drop();
    }
  });

  it('ends a statement that runs longer than the statement timeout, as unavailable', async () => {
    const { url, drop } = await freshDatabase();
    const database = await openDatabase({ databaseUrl: url });
    try {
      const slow = database.db.execute(sql`select pg_sleep(${STATEMENT_TIMEOUT_MS / 1000 + 1})`);
      await expect(slow).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      await database.close();
      await drop();
    }
  }, 30_000);

  it('hands a connection back to the pool when its transaction could not even begin', async () => {
    const { url, drop } = await freshDatabase();
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      // A BEGIN that fails, as on a connection broken between its checkout and its first statement.
      for (let i = 0; i < 2; i += 1) {
        const unbegun = database.db.transaction(async () => undefined, { isolationLevel: 'bogus' as never });
        await expect(unbegun).rejects.toThrow(/begin/);
      }
      // The pool's only connection came back: the next statement does not wait for it in vain.
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
      expect(database.poolUse()).toMatchObject({ waiting: 0 });
    } finally {
      await database.close();
      await drop();
    }
  });
});
