/**
 * A query's rows read a batch at a time through a cursor on the database, for a file made of a
 * result that cannot be read by key (Form 10BD's rows are groups, made whole only by one pass over
 * the year): the database makes the result once, and the node holds one batch of it.
 *
 * The cursor is declared WITH HOLD outside a transaction: PostgreSQL makes the whole result as the
 * statement ends (keeping what its memory does not hold in a file), and the session stays idle in
 * no transaction while a slow client reads, which neither the idle-in-transaction timeout ends nor
 * the embedded database's one session waits on. The cursor lives in its session, so it is read on a
 * connection reserved for it, and closed, with the connection handed back, when the reading ends,
 * stops or fails.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A select's fields named for their keys: a cursor's rows come back as the database names their
 * columns, without the mapping a select's own rows get, so each column is named as its row reads it.
 * Dates and times come back as the database writes them (the drivers leave them as text).
 */
export function cursorColumns(fields: Record<string, SQLWrapper>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]));
}

export async function* heldCursorBatches<Row>(
  database: Pick<Database, 'reserve'>,
  query: SQLWrapper,
  batchRows: number,
): AsyncGenerator<Row[]> {
  const session = await database.reserve();
  // Several may be open at once on the embedded database's one session.
  const cursor = sql.identifier(`held_${randomBytes(8).toString('hex')}`);
  let declared = false;
  let closed = false;
  try {
    await session.db.execute(sql`declare ${cursor} no scroll cursor with hold for ${query}`);
    declared = true;
    for (;;) {
      // Both drivers answer a statement run as text with its rows.
      const { rows } = (await session.db.execute(sql`fetch forward ${sql.raw(String(batchRows))} from ${cursor}`)) as unknown as { rows: Row[] };
      if (rows.length > 0) yield rows;
      if (rows.length < batchRows) break;
    }
  } finally {
    if (declared) {
      closed = await session.db.execute(sql`close ${cursor}`).then(
        () => true,
        () => false,
      );
    }
    // A cursor that could not be closed would keep its result for the session's life: the
    // connection goes, and with it the cursor.
    session.release(declared && !closed);
  }
}
