/**
 * A database made by the migrations before one of them, for a test of what that migration does to
 * the rows it finds: the test inserts rows as the older schema had them, runs `migrate()` and reads
 * what it made. On PostgreSQL when DATABASE_URL is set (a database of the test's own), else on PGlite.
 * Call it at the top of a test file: it registers the file's beforeAll and afterAll.
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { freshDatabase, type FreshDatabase } from './postgres-databases.ts';

const migrations = new URL('../db/migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', migrations), 'utf8')) as { entries: { idx: number; tag: string }[] };

/** Runs one migration's statements, as the migrator does. */
async function apply(database: Database, idx: number) {
  const { tag } = journal.entries.find((entry) => entry.idx === idx)!;
  const text = readFileSync(new URL(`${tag}.sql`, migrations), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

export function databaseBeforeMigration(idx: number) {
  let fresh: FreshDatabase | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
    database = await openDatabase({ databaseUrl: fresh?.url, poolSize: 1 });
    for (const entry of journal.entries.filter((entry) => entry.idx < idx)) await apply(database, entry.idx);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  return {
    get db() {
      return database!.db;
    },
    /** Runs the migration under test. */
    migrate: () => apply(database!, idx),
    /** The rows a query answers. */
    rows: async <T,>(query: SQL) => ((await database!.db.execute(query)) as { rows: unknown[] }).rows as T[],
  };
}
