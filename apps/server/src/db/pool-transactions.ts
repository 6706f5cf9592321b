/**
 * Drizzle's node-postgres transactions, made safe for a database that goes away. Drizzle (0.44 and
 * 0.45 alike) sends BEGIN on the connection it took from the pool before its own try/finally, so a
 * connection that breaks between the two (a PostgreSQL restart under load) is never handed back:
 * each one leaks a place in the pool, and once all are gone every request of the node waits for a
 * connection that never comes. And a connection whose ROLLBACK failed goes back to the pool still
 * inside its failed transaction, where the next query finds it aborted.
 *
 * Here the pool's transaction takes the connection itself, runs Drizzle's own transaction on it (as
 * Drizzle does for a single client: BEGIN, the work, COMMIT or ROLLBACK, without releasing), and
 * always hands it back, dropping it when its transaction could not be ended cleanly.
 * `client.test.ts` shows both with a BEGIN that fails.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';

type Transaction = NodePgSession<Record<string, never>, never>['transaction'];

/** The fields Drizzle's session keeps to itself, which a session on the same connection needs. */
interface SessionInternals {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** A statement that begins or ends a transaction failed: the connection's state is unknown. */
const endedUncleanly = (error: unknown): boolean =>
  error instanceof DrizzleQueryError && /^\s*(begin|commit|rollback)\b/i.test(error.query);

let installed = false;

export function releaseEveryPoolTransaction(): void {
  if (installed) return;
  installed = true;
  const original = NodePgSession.prototype.transaction as Transaction;
  const transaction: Transaction = async function (this: SessionInternals, work, config) {
    if (!(this.client instanceof pg.Pool)) return original.call(this as never, work, config);
    const connection = await this.client.connect();
    let discard: Error | undefined;
    try {
      const session = new NodePgSession(connection, this.dialect, this.schema, this.options);
      return await original.call(session as never, work, config);
    } catch (error) {
      if (endedUncleanly(error)) discard = error as Error;
      throw error;
    } finally {
      connection.release(discard);
    }
  } as Transaction;
  NodePgSession.prototype.transaction = transaction as never;
}
