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
