import { indiaDayOf } from '@sahaya/contract/calendar-days';

/**
 * India's financial years (April to March) as Form 10BD names them, `2026-27`, newest first: the
 * current one and the `count - 1` before it.
 */
export function financialYears(now: Date, count = 2): string[] {
  // A financial year turns at midnight in India, as the server counts it; January to March belong
  // to the year that began the April before.
  const [year, month] = indiaDayOf(now).split('-').map(Number) as [number, number];
  const currentStart = month >= 4 ? year : year - 1;
  return Array.from({ length: count }, (_, index) => {
    const start = currentStart - index;
    return `${start}-${String(start + 1).slice(2)}`;
  });
}
