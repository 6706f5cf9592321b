/**
 * The plan PostgreSQL would choose for a statement if its tables were large: sequential scans are
 * priced out, as they would be against many rows, and with `unsorted` so is sorting every match,
 * which leaves a sort in the plan only where no index gives the order. The indexes named in
 * `without` are dropped for the look and restored, since the transaction that dropped them is
 * rolled back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export async function planOf(
  db: Db,
  statement: { getSQL(): SQL },
  { without = [], unsorted = false }: { without?: string[]; unsorted?: boolean } = {},
): Promise<string> {
  let plan = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (unsorted) await tx.execute(sql`set local enable_sort = off`);
      for (const index of without) await tx.execute(sql`drop index ${sql.identifier(index)}`);
      const result = (await tx.execute(sql`explain ${statement.getSQL()}`)) as unknown as {
        rows: Record<string, string>[];
      };
      plan = result.rows.map((row) => Object.values(row).join(' ')).join('\n');
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!plan) throw error;
    });
  return plan;
}

/**
 * Whether a list's page sorts more than its own rows: a list picks its page's ids off its index
 * and puts only those rows in order at the top (db/paged-list.ts), so any other sort node means
 * the index did not give the order.
 */
export const sortsBeyondThePage = (plan: string): boolean =>
  plan
    .split('\n')
    .slice(1)
    .some((line) => /->\s+(Incremental )?Sort\b/.test(line));
