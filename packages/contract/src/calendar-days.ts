/**
 * Calendar days as `yyyy-MM-dd` text, the way loans, requests and charts count them: in India's time
 * (Asia/Kolkata), whatever the zone of the server or the browser.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A formatter made when first used, not when this module loads: a browser's first date formatter
 * loads the calendars' data, 40–120 ms on a laptop and four times that on a slow phone, which
 * every page paid as the app started, whether it showed a date or not.
 */
function madeOnFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= make());
}

const indiaCalendar = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The day it is (or was at `at`) in India. */
export const indiaDayOf = (at: Date = new Date()): string => indiaCalendar().format(at);

const indiaClock = madeOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** The time it is (or was at `at`) in India, as `HH:mm`. */
export const indiaTimeOf = (at: Date = new Date()): string => indiaClock().format(at);

/** The day `n` days after (or before, when negative) `day`. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** Whether the text is a real calendar day in `yyyy-MM-dd` form (2026-02-30 is not). */
export const isCalendarDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text;
