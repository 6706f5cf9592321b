/**
 * The date and time of the Schedule New Meeting dialog (spec 3 §5, §9): past days are not offered,
 * the time starts at 12:00, and today's earliest time is now plus 5 minutes rounded down to a
 * 5-minute step. Dates and times are the admin's own (the browser's zone); the request carries the
 * moment as an ISO string.
 */
export const DEFAULT_MEETING_TIME = '12:00';
const STEP_MINUTES = 5;
const LEAD_MINUTES = 5;

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23" for the local day of `date`. */
export const localDay = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** The earliest moment a meeting may be put at: now plus 5 minutes, rounded down to a 5-minute step. */
export function earliestStart(now: Date): Date {
  const earliest = new Date(now.getTime() + LEAD_MINUTES * 60_000);
  earliest.setSeconds(0, 0);
  earliest.setMinutes(earliest.getMinutes() - (earliest.getMinutes() % STEP_MINUTES));
  return earliest;
}

/** The first day that can be chosen: today, or tomorrow late at night when today has no time left. */
export const firstDay = (now: Date) => localDay(earliestStart(now));

/** The time field's minimum on `day`: the earliest time today, nothing on a later day. */
export function minTime(day: string, now: Date): string | undefined {
  const earliest = earliestStart(now);
  return day === localDay(earliest) ? `${two(earliest.getHours())}:${two(earliest.getMinutes())}` : undefined;
}

/** The time a day starts with: 12:00, unless that has passed today, then the earliest time left. */
export function timeFor(day: string, now: Date): string {
  const min = minTime(day, now);
  return min && min > DEFAULT_MEETING_TIME ? min : DEFAULT_MEETING_TIME;
}

/**
 * The time once the day is changed: the new day's own default (12:00, or today's earliest) while the
 * person has not chosen a time, so a later day does not keep today's earliest; their choice
 * otherwise, moved up only when the new day no longer allows it.
 */
export function timeOnNewDay(day: string, time: string, chosen: boolean, now: Date): string {
  const min = minTime(day, now);
  return !chosen || (min !== undefined && time < min) ? timeFor(day, now) : time;
}

/** The moment of a local day and time, as an ISO string; null when either is missing or not a date. */
export function scheduledIso(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const when = new Date(`${day}T${time}:00`);
  return Number.isNaN(when.getTime()) ? null : when.toISOString();
}

/** True when the day and time lie in the past (the spec's "Cannot schedule at past time!"). */
export function isPast(day: string, time: string, now: Date): boolean {
  const iso = scheduledIso(day, time);
  return iso !== null && Date.parse(iso) < now.getTime();
}
