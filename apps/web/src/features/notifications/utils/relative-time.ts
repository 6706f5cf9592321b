const units: [unit: string, seconds: number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * The bell's time format (spec 1 §2): "Just now" within the minute, otherwise
 * "{n} {unit}(s) {suffix}", for example "1 minute ago", "5 minutes ago", "2 days ago".
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const diff = Math.round((now - then) / 1000);
  const seconds = Math.abs(diff);
  const suffix = diff >= 0 ? 'ago' : 'from now';
  for (const [unit, size] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ${suffix}`;
  }
  return 'Just now';
}
