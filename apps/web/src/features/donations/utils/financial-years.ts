/** India's offset from UTC: a financial year turns at midnight in India, as the server counts it. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * India's financial years (April to March) as Form 10BD names them, `2026-27`, newest first: the
 * current one and the `count - 1` before it.
 */
export function financialYears(now: Date, count = 2): string[] {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  // January to March belong to the year that began the April before.
  const currentStart = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return Array.from({ length: count }, (_, index) => {
    const start = currentStart - index;
    return `${start}-${String(start + 1).slice(2)}`;
  });
}
