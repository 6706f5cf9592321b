/**
 * Receipt numbers, as contract/donations/receipt-numbers.ts writes them: `SAH/2026-27/000123`, one
 * gap-free sequence per Indian financial year (April to March). A gift made on the demo checkout
 * takes no money and no number of that series: it is numbered in a series of its own,
 * `DEMO/2026-27/000012`, short like a real one and marked as demo in the number itself, so an
 * auditor counting the real series finds no gap and no stranger in it. The next number is taken by the completing transaction itself, by one upsert of the series' and
 * year's row in `receipt_sequences`: the row stays locked until that transaction ends, so donations
 * completing at once take turns, and a completion that rolls back gives its number back.
 */
import { sql } from 'drizzle-orm';
import { financialYearOf, formatReceiptNumber, type ReceiptSeries } from '@sahaya/contract/donations/receipt-numbers';
import type { Db } from '../../db/client.ts';
import { receiptSequences } from '../../db/schema/donations.ts';

/**
 * The next number of `series` in the financial year of `receivedOn`, taken in `tx`, which must be
 * the transaction that gives it to a donation.
 */
export async function takeReceiptNumber(tx: Db, receivedOn: string, series: ReceiptSeries = 'SAH'): Promise<string> {
  const financialYear = financialYearOf(receivedOn);
  const [row] = await tx
    .insert(receiptSequences)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptSequences.series, receiptSequences.financialYear],
      set: { lastNumber: sql`${receiptSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSequences.lastNumber });
  if (!row) throw new Error('The receipt sequence answered no number');
  return formatReceiptNumber(financialYear, row.lastNumber, series);
}
