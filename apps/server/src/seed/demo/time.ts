/**
 * Demo dates are relative to now, so "upcoming" stays upcoming whenever the data is created. They
 * count days as India does, as the app does (a loan is overdue by India's calendar): between 18:30
 * and midnight UTC, India is a day ahead of UTC already.
 */
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';

export const DAY = 24 * 60 * 60 * 1000;

/** `days` after India's today, at `hour` UTC (10 UTC is 15:30 in India, on the same day). */
export const daysFromNow = (days: number, hour = 10) => new Date(`${addDays(indiaDayOf(), days)}T${String(hour).padStart(2, '0')}:00:00Z`);

/** The day of `d` in India. */
export const isoDate = (d: Date) => indiaDayOf(d);

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
