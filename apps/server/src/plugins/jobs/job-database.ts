/**
 * How the job queue reaches the database. pg-boss takes any `{ executeSql(text, values) }`, so it
 * runs over the app's own database rather than a pool of its own: on the embedded PGlite in this
 * process, on the very database the app was handed (each test app has one of its own), and inside
 * a transaction of the app's, so that a job is written with the change that causes it.
 */
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';

interface Rows {
  rows: unknown[];
}

const hasRows = (value: unknown): value is Rows =>
  typeof value === 'object' && value !== null && Array.isArray((value as Partial<Rows>).rows);

/** A script of several statements answers one result each; pg-boss reads the last. */
function lastResult(result: unknown): Rows {
  const last: unknown = Array.isArray(result) ? result.at(-1) : result;
  return hasRows(last) ? last : { rows: [] };
}

/**
 * pg-boss sends its schema changes and its upkeep as one text of several statements between BEGIN
 * and COMMIT, without values; everything else is one statement with values. Several statements
 * can only go through the simple protocol, which takes no values.
 */
const isScript = (values: unknown[] | undefined): boolean => !values || values.length === 0;

/** The embedded database: one connection, shared with the app, whose queries take turns with these. */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!isScript(values)) return lastResult(await client.query(text, values));
      try {
        return lastResult(await client.exec(text));
      } catch (error) {
        // Left open, the failed script's BEGIN would fail every later query of the app's one connection.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** PostgreSQL: the app's pool; a script holds one connection, so a failure can be rolled back on it. */
export function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!isScript(values)) return lastResult(await pool.query(text, values));
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        return lastResult(await connection.query(text));
      } catch (error) {
        // Left open, the failed script's BEGIN would fail every later query of this connection.
        await connection.query('ROLLBACK').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back is dropped, not handed to the next query.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        connection.release(broken);
      }
    },
  };
}

/**
 * A transaction of the app's (or the database itself), through Drizzle's session: pg-boss's one
 * statement runs on the transaction's connection, so the job exists only if the transaction commits.
 */
export function transactionExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const query = db._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      return lastResult(await query.execute());
    },
  };
}

/** The executor for the app's database, whichever driver it runs on. */
export function databaseExecutor(client: PGlite | pg.Pool): PgBoss.Db {
  return client instanceof PGlite ? pgliteExecutor(client) : poolExecutor(client);
}
