/** Demo dates are relative to now, so "upcoming" stays upcoming whenever the data is created. */
export const DAY = 24 * 60 * 60 * 1000;

export const daysFromNow = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A time later today: two hours from now, or, late in the evening, a quarter of an hour before the
 * day ends; in the last half hour of the day, half an hour from now, which is as near as it gets.
 */
export function laterToday(now = new Date()): Date {
  const endOfDay = new Date(now);
  endOfDay.setHours(23, 45, 0, 0);
  const later = Math.min(now.getTime() + 2 * 60 * 60_000, endOfDay.getTime());
  return new Date(Math.max(later, now.getTime() + 30 * 60_000));
}
