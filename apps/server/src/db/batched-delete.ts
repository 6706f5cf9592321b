/**
 * Clean-ups that remove everything past a cut-off, a batch at a time. One statement over a backlog
 * (the first run after a long pause, a shorter retention) would hold its locks and write its whole
 * WAL in one transaction, and a `returning` would bring every key into memory; a batch of a few
 * thousand rows keeps each statement short and the count is the driver's, not a list of keys.
 * Each batch is its own statement, so what a stopped run removed stays removed and the next run
 * goes on from there, as the chat's retention does (modules/chats/chats.retention.ts).
 *
 * A batch names its rows by their place in the table (`ctid = any(array(select ctid …))`): PostgreSQL
 * then reads the batch off the index of its order and goes straight to those rows (a Tid Scan).
 * Named by key (`id in (select id …)`) it joins them back and, on a table of a few hundred thousand
 * rows, chose to read the whole table once per batch. A row updated between the two is skipped,
 * not wrongly removed: its place changed, and the next batch or run finds it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { OrderTerm } from './order.ts';

/** Rows removed per statement: small enough for a short transaction, large enough that a backlog of millions takes hundreds of statements, not millions. */
export const DELETE_BATCH_SIZE = 5000;

export interface BatchedDelete {
  table: PgTable;
  where: SQL | undefined;
  /** Which rows go first, so an index on it reads a batch without looking at the rest. */
  order?: OrderTerm[];
  batchSize?: number;
  /** Ends the run between batches (the job's time is up, or the node stops). */
  signal?: AbortSignal;
}

/**
 * How many rows a statement changed. node-postgres tells it as `rowCount`, PGlite as
 * `affectedRows`.
 */
export function changedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** The statement that deletes one batch: exported for the tests of its plan. */
export function batchDelete({ table, where, order = [], batchSize = DELETE_BATCH_SIZE }: Omit<BatchedDelete, 'signal'>): SQL {
  const filter = where ? sql`where ${where}` : sql``;
  const ordered = order.length > 0 ? sql`order by ${sql.join(order, sql`, `)}` : sql``;
  return sql`delete from ${table} where ctid = any(array(select ctid from ${table} ${filter} ${ordered} limit ${batchSize}))`;
}

/** Deletes the rows `where` picks, `batchSize` at a time until a batch finds fewer; answers how many went. */
export async function deleteInBatches(db: Db, { table, where, order = [], batchSize = DELETE_BATCH_SIZE, signal }: BatchedDelete): Promise<number> {
  const statement = batchDelete({ table, where, order, batchSize });
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const removed = changedRows(await db.execute(statement));
    total += removed;
    if (removed < batchSize) return total;
  }
}
