/**
 * The database: PGlite (PostgreSQL compiled to WASM, in this process) when DATABASE_URL is unset,
 * otherwise a node-postgres pool. Both speak the same SQL, so services only see `Db`. Either's
 * transactions run the work registered with `afterCommit` once they commit (after-commit.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { keepingAfterCommit } from './after-commit.ts';
import * as assets from './schema/assets.ts';
import * as assistanceRequests from './schema/assistance-requests.ts';
import * as auth from './schema/auth.ts';
import * as chats from './schema/chats.ts';
import * as columns from './schema/columns.ts';
import * as donations from './schema/donations.ts';
import * as files from './schema/files.ts';
import * as meetings from './schema/meetings.ts';
import * as notifications from './schema/notifications.ts';
import * as people from './schema/people.ts';
import * as tableVersions from './schema/table-versions.ts';

/** Every feature's tables: each lives in its feature's file under schema/. */
export const schema = {
  ...columns,
  ...people,
  ...auth,
  ...assets,
  ...assistanceRequests,
  ...chats,
  ...notifications,
  ...donations,
  ...meetings,
  ...files,
  ...tableVersions,
};

export type Schema = typeof schema;
/** A database or a transaction on it: services take either, so they compose inside transactions. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * One connection kept for a while, for what lives in a database session across statements (a
 * cursor read in batches: held-cursor.ts). `release` hands it back; `broken` drops it instead, its
 * session's state being unknown.
 */
export interface ReservedSession {
  db: Db;
  release(broken?: boolean): void;
}

/** How a PostgreSQL pool's connections are used right now, for the metrics. */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver's own client: the job queue (plugins/jobs/jobs.ts) sends it SQL of its own. */
  client: PGlite | pg.Pool;
  /** The pool's use; null for the embedded database, which has one connection and no pool. */
  poolUse(): PoolUse | null;
  /** A connection of its own: the pool's next free one; the embedded database's one, shared. */
  reserve(): Promise<ReservedSession>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long a query waits for a connection to be opened, or for a free one in a full pool. Past it
 * the request is answered 503 and asked to come back: a pool that stays full (a database slowed to
 * a crawl) must not hold every request of the node in a queue that only grows.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The longest a statement may run, and a transaction sit idle, before PostgreSQL ends it: no
 * request reads for longer, and a connection held past this by a slow or stuck database is better
 * handed back (the request gets a 503) than kept while others queue behind it.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** Any number of nodes may start at once against one PostgreSQL; this lock lets one migrate at a time. */
const MIGRATION_LOCK_ID = 7_243_901;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Connections per node for PostgreSQL. */
  poolSize?: number;
  /** A dump of an embedded database (`dumpDataDir`) to start from instead of an empty one; tests start from a migrated one. */
  pgliteDump?: Blob;
  /**
   * The dump a new embedded database's folder starts from (`NEW_DATABASE_DUMP` unless given; null
   * for none): used only when the folder holds no database yet and no `pgliteDump` is given.
   */
  pgliteNewDatabase?: string | null;
  /** The embedded database's shared buffers, in MB (PGLITE_SHARED_BUFFERS_MB); 16 unless given. */
  pgliteSharedBuffersMb?: number;
  /**
   * Told when a PostgreSQL connection breaks (a server restart, a dropped database), whether it was
   * idle in the pool or in use by a query or a transaction.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError ?? (() => undefined));
  }
  const dir = options.pgliteDir ?? 'memory://';
  const newDatabase = options.pgliteNewDatabase === undefined ? NEW_DATABASE_DUMP : options.pgliteNewDatabase;
  const isNew = !dir.startsWith('memory://') && !existsSync(join(dir, 'PG_VERSION'));
  const dump = options.pgliteDump ?? (isNew && newDatabase && existsSync(newDatabase) ? new Blob([readFileSync(newDatabase)]) : undefined);
  return openPglite(dir, dump, options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB);
}

/**
 * The embedded database a new data folder starts from, migrated, as `npm run build` makes it
 * (cli/new-database.ts) beside the compiled code. Without it a server's first start runs
 * PostgreSQL's initdb, which holds far more memory than the database it makes: 786 MB at its peak
 * on Node 20 and 1,040 MB on Node 24 (against 333 MB and 510 MB when opened from this), more than
 * the 1 GB server an NGO rents, where the first start was ended by the kernel for want of memory.
 * The server run from its sources (`npm run dev`) has none, and runs initdb.
 */
export const NEW_DATABASE_DUMP = fileURLToPath(new URL('./new-database.tar.gz', import.meta.url));

/** A migrated embedded database, as a dump of its data folder (gzipped or not) that `pgliteDump` opens. */
export async function makeMigratedDump(compression: 'gzip' | 'none'): Promise<Blob> {
  const database = await openPglite('memory://', undefined, DEFAULT_PGLITE_SHARED_BUFFERS_MB);
  try {
    await database.migrate();
    return await (database.client as PGlite).dumpDataDir(compression);
  } finally {
    await database.close();
  }
}

/**
 * The embedded PostgreSQL's shared buffers unless PGLITE_SHARED_BUFFERS_MB says otherwise.
 * PostgreSQL's own 128 MB are touched as it starts, and were a third of a small server's node
 * (435 MB against 298 MB, `npm run bench -- --memory`); a small NGO's data is read from far fewer,
 * and the operating system's page cache keeps what the buffers do not. A database much bigger
 * than the buffers is read more slowly, so a server with memory to spare may give it more.
 */
const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
/**
 * The database the data lives in. PGlite before 0.4 kept it in template1, and folders made then are
 * opened as they are.
 */
const PGLITE_DATABASE = 'template1';

async function openPglite(dir: string, dump: Blob | undefined, sharedBuffersMb: number): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: dump,
    database: PGLITE_DATABASE,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  const db: Db = keepingAfterCommit(drizzlePglite(client, { schema }));
  return {
    db,
    kind: 'pglite',
    client,
    poolUse: () => null,
    // One session serves every statement, so what a session keeps is there between them.
    reserve: async () => ({ db, release: () => undefined }),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  max: number,
  onConnectionError: (err: Error) => void,
): Promise<Database> {
  // The PostgreSQL driver is loaded only when it is used, so the embedded database's start does not
  // pay for its code (nor the embedded one's tests).
  const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }, { releaseEveryPoolTransaction }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./pool-transactions.ts'),
  ]);
  releaseEveryPoolTransaction();
  // A database that does not answer (a host gone from the network, a failover under way) would
  // otherwise keep a request waiting for a connection as long as the operating system lets a
  // connect hang; after this long the request is answered 503 and the client asks again later.
  const pool = new pgDriver.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A database host that vanished without closing its connections is found out in seconds.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection that breaks emits `error`, and an emitter's `error` with no listener ends the
  // process. The pool listens only while a connection is idle in it; one checked out by a
  // transaction (Drizzle's `transaction` holds it across awaits) has no listener of the pool's, and a
  // server restart in the middle of one used to end the node. So every connection gets a listener of
  // its own for its whole life. The query or transaction that was using it fails on its own (503 to
  // the request), and the pool drops it on release, since it is no longer queryable.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // The pool re-emits an idle connection's error; the connection's own listener above reported it.
  pool.on('error', () => undefined);
  const nodeDb: Db = keepingAfterCommit(drizzlePg(pool, { schema }));
  return {
    db: nodeDb,
    kind: 'postgres',
    client: pool,
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async reserve() {
      const connection = await pool.connect();
      return {
        db: keepingAfterCommit(drizzlePg(connection, { schema })),
        release: (broken) => connection.release(broken),
      };
    },
    async migrate() {
      // The lock is held on one connection for the whole migration, then released with it.
      const client = await pool.connect();
      try {
        // A migration that rewrites a large table may take longer than a request's statement.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** True when the database answers; used by /readyz. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
