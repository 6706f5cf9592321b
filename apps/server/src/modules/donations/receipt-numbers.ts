/**
 * Receipt numbers: `SAH/2026-27/000123`, one gap-free sequence per Indian financial year (April to
 * March). A gift made on the demo checkout takes no money and no number of that series: it is
 * numbered in a series of its own, `DEMO/2026-27/000012`, short like a real one and marked as demo
 * in the number itself, so an auditor counting the real series finds no gap and no stranger in it.
 * The next number is taken by the completing transaction itself, by one upsert of the series' and
 * year's row in `receipt_sequences`: the row stays locked until that transaction ends, so donations
 * completing at once take turns, and a completion that rolls back gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { receiptSequences } from '../../db/schema/donations.ts';

/** The financial year (`2026-27`) a yyyy-MM-dd day belongs to: April to March. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last days (yyyy-MM-dd) of a financial year (`2026-27`). */
export function financialYearDays(financialYear: string): { from: string; to: string } {
  const start = Number(financialYear.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The series of receipt numbers: money received, and gifts made on the demo checkout. */
export type ReceiptSeries = 'SAH' | 'DEMO';

/** `SAH/2026-27/000123` (`DEMO/…` in the demo series): six digits, more when a year ever passes a million. */
export const formatReceiptNumber = (financialYear: string, n: number, series: ReceiptSeries = 'SAH'): string =>
  `${series}/${financialYear}/${String(n).padStart(6, '0')}`;

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
