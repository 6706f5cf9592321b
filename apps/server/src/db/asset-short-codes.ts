/**
 * Short codes (`WC-0042`, contract assets/short-code.ts): each asset's is given in the transaction
 * that adds it, the next number of its category's letters. Here beside the schema rather than in
 * the assets module because the demo data, which stands below the modules, adds assets too.
 */
import { sql } from 'drizzle-orm';
import { formatShortCode } from '@sahaya/contract/assets/short-code';
import { assetCodePrefixes, type assetCategories } from '@sahaya/contract/constants';
import type { Db } from './client.ts';
import { assetCodeCounters } from './schema/assets.ts';

/**
 * The code of an asset of `category` about to be inserted in `tx`. Raising the counter of its
 * letters locks the counter's row until `tx` ends, so assets added at the same time take turns and
 * each gets a number of its own; an insert that fails gives its number back with the rollback.
 */
export async function nextShortCode(tx: Db, category: (typeof assetCategories)[number]): Promise<string> {
  const prefix = assetCodePrefixes[category];
  const [counter] = await tx
    .insert(assetCodeCounters)
    .values({ prefix, last: 1 })
    .onConflictDoUpdate({ target: assetCodeCounters.prefix, set: { last: sql`${assetCodeCounters.last} + 1` } })
    .returning({ last: assetCodeCounters.last });
  if (!counter) throw new Error('The short code counter returned no row');
  return formatShortCode(prefix, counter.last);
}
