/**
 * Work that must wait for a transaction to commit: telling sockets what it wrote. A change writes
 * its notices and jobs in its own transaction (the outbox), and a socket event sent before the
 * commit could announce a notice that is then rolled back, or reach a reader before the row can
 * be read. So a service registers the emit with `afterCommit(tx, …)` inside the transaction, and it
 * runs once the outermost transaction has committed; a rollback drops it.
 *
 * Every transaction begun on the app's database keeps such work: `openDatabase` wraps its
 * `transaction` (and each transaction's savepoints, whose work joins the outer transaction's when
 * the savepoint is released, and is dropped when it is rolled back).
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Work after a commit: it must not throw, for the change it follows is already made. */
export type AfterCommit = () => void;

type Begin = Db['transaction'];

/** The work waiting for each open transaction (or savepoint) of the app's database. */
const waiting = new WeakMap<object, AfterCommit[]>();

/** Whether `db` is a transaction (or a savepoint in one) rather than the database itself. */
export const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/**
 * Runs `hook` once what `db` wrote is committed: at the outermost commit when `db` is a
 * transaction, at once when it is the database itself (its statements commit as they run).
 */
export function afterCommit(db: Db, hook: AfterCommit): void {
  const hooks = waiting.get(db);
  if (hooks) {
    hooks.push(hook);
    return;
  }
  // A transaction that keeps no work was begun on another database than the app's: running the
  // hook now would tell of a change that may yet be rolled back.
  if (isTransaction(db)) throw new Error('afterCommit was given a transaction of a database not opened by openDatabase');
  hook();
}

/** Makes `db` keep the work `afterCommit` registers in its transactions, and run it after the commit. */
export function keepingAfterCommit(db: Db): Db {
  const begin = db.transaction.bind(db) as Begin;
  db.transaction = (async (work, config) => {
    const hooks: AfterCommit[] = [];
    const result = await begin((tx) => work(tracked(tx, hooks)), config);
    for (const hook of hooks) hook();
    return result;
  }) as Begin;
  return db;
}

/** A transaction whose `afterCommit` work goes into `hooks`, and whose savepoints add theirs once released. */
function tracked<T extends Db>(tx: T, hooks: AfterCommit[]): T {
  waiting.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx) as Begin;
  tx.transaction = (async (work, config) => {
    const inner: AfterCommit[] = [];
    const result = await savepoint((nested) => work(tracked(nested, inner)), config);
    hooks.push(...inner);
    return result;
  }) as Begin;
  return tx;
}
