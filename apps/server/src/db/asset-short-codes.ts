/**
 * Short codes (`WC-0042`, contract assets/short-code.ts): each asset's is given in the transaction
 * that adds it, the next number of its category's letters. Here beside the schema rather than in
 * the assets module because the demo data, which stands below the modules, adds assets too.
 */
import { eq, sql } from 'drizzle-orm';
import { formatShortCode } from '@sahaya/contract/assets/short-code';
import type { Db } from './client.ts';
import { assetCategories, assetCodeCounters } from './schema/assets.ts';

/**
 * The code of an asset of `category` (its key) about to be inserted in `tx`, in the letters the
 * category has now. Raising the counter of its letters locks the counter's row until `tx` ends, so
 * assets added at the same time take turns and each gets a number of its own; an insert that fails
 * gives its number back with the rollback. Counters are kept by letters, not by category, so
 * letters a category gives up and another takes go on from their last number.
 */
export async function nextShortCode(tx: Db, category: string): Promise<string> {
  const [counter] = await tx
    .insert(assetCodeCounters)
    .select(
      tx
        .select({ prefix: assetCategories.codePrefix, last: sql<number>`1`.as('last') })
        .from(assetCategories)
        .where(eq(assetCategories.key, category)),
    )
    .onConflictDoUpdate({ target: assetCodeCounters.prefix, set: { last: sql`${assetCodeCounters.last} + 1` } })
    .returning({ prefix: assetCodeCounters.prefix, last: assetCodeCounters.last });
  if (!counter) throw new Error(`No category ${category} to number an asset of`);
  return formatShortCode(counter.prefix, counter.last);
}
