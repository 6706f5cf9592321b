/**
 * What a receipt number is: `SAH/2026-27/000123`, the series, India's financial year (April to
 * March) of the day the money was received, and the number within that year. Gifts made on the
 * demo checkout are numbered in a series of their own, `DEMO/2026-27/000012`, so that the real
 * series has no gap and no stranger in it. The server takes the numbers (its receipt-numbers.ts).
 */

/**
 * The first day a gift can be receipted: 1 April 2021, the start of financial year 2021-22. From
 * that day a registration under section 80G carries the unique registration number the receipts
 * print, every gift is receipted in Form 10BE and reported in Form 10BD, whose first statement is
 * for 2021-22: the receipts and the statement Sahaya makes are of that scheme, and a gift received
 * before it could not be receipted in their form. An offline gift cannot be dated earlier.
 */
export const FIRST_RECEIPT_DAY = '2021-04-01';

/** The series of receipt numbers: money received, and gifts made on the demo checkout. */
export type ReceiptSeries = 'SAH' | 'DEMO';

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

/** `SAH/2026-27/000123` (`DEMO/…` in the demo series): six digits, more when a year ever passes a million. */
export const formatReceiptNumber = (financialYear: string, n: number, series: ReceiptSeries = 'SAH'): string =>
  `${series}/${financialYear}/${String(n).padStart(6, '0')}`;
