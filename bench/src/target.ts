/**
 * The benchmark databases: the embedded one in data/bench/pglite, kept between runs, and a
 * database of its own named "sahaya_bench" on a PostgreSQL server. The database a given URL
 * names is only used to create "sahaya_bench"; no benchmark row is ever written to it.
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import type { DatabaseKind } from './options.ts';

export const BENCH_DATABASE_NAME = 'sahaya_bench';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The repository's data folder is ignored by git; the seeded embedded database lives there. */
const benchDataDir = join(repoRoot, 'data', 'bench');

export interface Row {
  [column: string]: unknown;
}

/** Runs statements straight on a driver, without the app or Drizzle in between. */
export interface SqlRunner {
  /** With a name, PostgreSQL prepares the statement once per connection, as the app's driver does. */
  query(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  close(): Promise<void>;
}

export interface BenchTarget {
  kind: DatabaseKind;
  /** For the report, with any password removed. */
  label: string;
  where: string;
  /** The benchmark database's own URL (PostgreSQL only), for the app's config. */
  databaseUrl?: string;
  /** The database the app under test is given (Drizzle over PGlite or a pg pool, as in production). */
  database: Database;
  /**
   * Raw statements beside the app: seeding, EXPLAIN, a scenario's own rows. PGlite's one connection;
   * on PostgreSQL a connection of its own, without the app's statement timeout (seeding a batch
   * takes longer than a request may, STATEMENT_TIMEOUT_MS, on a busy machine).
   */
  admin: SqlRunner;
  /** A runner for the direct-SQL scenario: PGlite's own query, or a pg pool of the app's size. */
  openDirect(): Promise<SqlRunner>;
  close(): Promise<void>;
}

/** Drizzle keeps the driver it was given on `$client`; the shared `Db` type does not mention it. */
function driverOf<T>(database: Database): T {
  return (database.db as unknown as { $client: T }).$client;
}

export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function pgRunner(pool: pg.Pool, ownsPool: boolean): SqlRunner {
  return {
    async query(text, params, name) {
      const result = await pool.query({ text, values: params, name });
      return result.rows as Row[];
    },
    close: async () => {
      if (ownsPool) await pool.end();
    },
  };
}

function pgliteRunner(client: PGlite): SqlRunner {
  return {
    async query(text, params) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    close: async () => undefined,
  };
}

async function openPgliteTarget(): Promise<BenchTarget> {
  const dir = join(benchDataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  const client = driverOf<PGlite>(database);
  const [row] = (await client.query<{ version: string }>('select version()')).rows;
  const version = /PostgreSQL [\d.]+/.exec(row?.version ?? '')?.[0] ?? 'PostgreSQL';
  const runner = pgliteRunner(client);
  return {
    kind: 'pglite',
    label: `PGlite (embedded ${version}, WASM)`,
    where: relative(repoRoot, dir),
    database,
    admin: runner,
    openDirect: async () => runner,
    close: () => database.close(),
  };
}

/** The URL of the benchmark's own database on the server of `serverUrl`. */
export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE_NAME}`;
  return url.toString();
}

async function ensureBenchDatabase(serverUrl: string): Promise<void> {
  const maintenance = new URL(serverUrl);
  // Creating a database needs a connection to another one; "postgres" exists on every server.
  if (maintenance.pathname === `/${BENCH_DATABASE_NAME}`) maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${BENCH_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

async function openPostgresTarget(serverUrl: string, poolSize: number): Promise<BenchTarget> {
  await ensureBenchDatabase(serverUrl);
  const url = benchDatabaseUrl(serverUrl);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  await database.migrate();
  const pool = driverOf<pg.Pool>(database);
  const setting = async (name: string) => (await pool.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name] ?? '?';
  const version = (await setting('server_version')).split(' ')[0];
  // A writer of a versioned table holds the version row until its commit is flushed, so how commits
  // are flushed decides what the version costs writers.
  const durability = `fsync ${await setting('fsync')}, synchronous_commit ${await setting('synchronous_commit')}`;
  const admin = pgRunner(new pg.Pool({ connectionString: url, max: 1 }), true);
  return {
    kind: 'postgres',
    label: `PostgreSQL ${version} (pool of ${poolSize}; ${durability})`,
    where: redactUrl(url),
    databaseUrl: url,
    database,
    admin,
    openDirect: async () => pgRunner(new pg.Pool({ connectionString: url, max: poolSize }), true),
    close: async () => {
      await admin.close();
      await database.close();
    },
  };
}

export function openTarget(kind: DatabaseKind, options: { postgresUrl?: string; poolSize: number }): Promise<BenchTarget> {
  if (kind === 'pglite') return openPgliteTarget();
  if (!options.postgresUrl) throw new Error('No PostgreSQL server given');
  return openPostgresTarget(options.postgresUrl, options.poolSize);
}
