/** Display formats of the dashboard: Indian digit grouping for rupees, short dates. */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesCompact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Whole rupees with lakh/crore grouping for the headline figure: ₹12,34,567 (single donations keep their paise). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Axis labels: ₹2.5K, ₹1.5L. */
export function formatRupeesCompact(amount: number): string {
  return rupeesCompact.format(amount);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** Chart days are UTC calendar days, so they are shown in UTC to keep each bar on its own date. */
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "2026-11-05" -> "5 Nov". */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The spec's 50-character cut of request descriptions. */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
