/**
 * How dates, times and amounts read everywhere: on the pages and, later, in mailed receipts. Dates
 * name their month ("12 Mar 2025") so nobody has to guess the order of day and month; amounts use
 * the rupee sign and Indian grouping (₹12,34,567).
 */

import { defaultLanguage, localeOf, type Language } from './i18n/languages.ts';

/** Indian languages name months in full: their short forms ("नव॰", "নভেঃ") are not how people write them. */
const monthStyle = (locale: string) => (locale === localeOf.en ? 'short' : 'long');

/** One formatter per language and kind, made when first asked for (making one is slow). */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(localeOf[language])));
    return formatter;
  };
}

/**
 * Amounts and counts are grouped the Indian way (12,34,567) in every language, which not every
 * language's locale does (Marathi's, Kannada's, Malayalam's and Urdu's group by thousands): they
 * read the same in all of them, as India's own locale writes them.
 */
const INDIAN_GROUPING = 'en-IN';
const wholeRupees = perLanguage(() => new Intl.NumberFormat(INDIAN_GROUPING, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const rupeesAndPaise = perLanguage(
  () => new Intl.NumberFormat(INDIAN_GROUPING, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const compactRupees = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 }),
);

/**
 * An amount with the rupee sign: whole rupees when there are no paise (₹500, not ₹500.00, which
 * reads as more than it is), both places of paise when there are (₹500.50), so no amount is ever
 * rounded away.
 */
export function formatRupees(amount: number, language: Language = defaultLanguage): string {
  return (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise)(language).format(amount);
}

const count = perLanguage(() => new Intl.NumberFormat(INDIAN_GROUPING, { maximumFractionDigits: 0 }));

/** A number of people or things, grouped the same Indian way: 12,34,567. */
export function formatCount(value: number, language: Language = defaultLanguage): string {
  return count(language).format(value);
}

/** Chart axes: ₹2.5K, ₹1.5L. */
export function formatRupeesCompact(amount: number, language: Language = defaultLanguage): string {
  return compactRupees(language).format(amount);
}

/**
 * How the time of day is told: English keeps "3:05 pm"; the other languages name the part of the
 * day in words ("दोपहर 3:05", "காலை 9:05"), since their am/pm are written in Latin letters.
 */
const partOfDay = (locale: string) => (locale === localeOf.en ? {} : { dayPeriod: 'short' as const });

const date = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: monthStyle(locale), year: 'numeric' }));
const dateTime = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: monthStyle(locale), year: 'numeric', hour: 'numeric', minute: '2-digit', ...partOfDay(locale) }),
);
/** For what is days away: the weekday tells more than the year. */
const nearDateTime = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: monthStyle(locale), hour: 'numeric', minute: '2-digit', ...partOfDay(locale) }),
);
/** Calendar days (`yyyy-MM-dd`) are UTC days, so they are shown in UTC to stay on their own date. */
const day = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: monthStyle(locale), timeZone: 'UTC' }));
/** A day with its weekday, "Saturday, 5 December 2026", for saying back a date that was chosen. */
const longDay = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const calendarDay = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: monthStyle(locale), year: 'numeric', timeZone: 'UTC' }),
);

/** Formats a timestamp, or answers '' for one that is missing or not a date. */
const formatWith =
  (format: (language: Language) => Intl.DateTimeFormat) =>
  (iso: string, language: Language = defaultLanguage) => {
    const when = new Date(iso);
    return Number.isNaN(when.getTime()) ? '' : format(language).format(when);
  };

/** "12 Mar 2025". */
export const formatDate = formatWith(date);
/** "12 Mar 2025, 3:05 pm". */
export const formatDateTime = formatWith(dateTime);
/** "Wed, 12 Mar, 3:05 pm", for upcoming meetings and the like. */
export const formatNearDateTime = formatWith(nearDateTime);

/** "2026-11-05" -> "5 Nov". */
export function formatDay(isoDay: string, language: Language = defaultLanguage): string {
  return day(language).format(new Date(`${isoDay}T00:00:00Z`));
}

/** "2026-11-05" -> "5 Nov 2026": a calendar day (a requested date) on its own date wherever it is read. */
export function formatCalendarDay(isoDay: string, language: Language = defaultLanguage): string {
  return calendarDay(language).format(new Date(`${isoDay}T00:00:00Z`));
}

/** "2026-12-05" -> "Saturday, 5 December 2026"; '' for anything that is not a calendar day. */
export function formatLongDay(isoDay: string, language: Language = defaultLanguage): string {
  const when = new Date(`${isoDay}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) && !Number.isNaN(when.getTime()) ? longDay(language).format(when) : '';
}

const units: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relative = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/**
 * How long ago (spec 1 §2, the notification bell): "Just now" within the minute, otherwise
 * "{n} {unit}(s) {suffix}", for example "1 minute ago", "5 minutes ago", "2 days ago". Other
 * languages say it as their own locale does ("5 मिनट पहले", "अभी").
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), language: Language = defaultLanguage): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const diff = Math.round((now - then) / 1000);
  const seconds = Math.abs(diff);
  const suffix = diff >= 0 ? 'ago' : 'from now';
  for (const [unit, size] of units) {
    const n = Math.floor(seconds / size);
    if (n < 1) continue;
    if (language !== defaultLanguage) return relative(language).format(diff >= 0 ? -n : n, unit);
    return `${n} ${unit}${n === 1 ? '' : 's'} ${suffix}`;
  }
  return language === defaultLanguage ? 'Just now' : relative(language).format(0, 'second');
}

/** A request's status in words: "pending" reads "Pending". */
export const formatStatus = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const clockTime = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }),
);
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time of day as the form sends it, "14:30", as people say it: "2:30 pm", and in other languages
 * with the part of the day in their own words (Hindi: "दोपहर 2:30"). The same words wherever a
 * requested time is shown, so the list and the form never disagree.
 */
export function formatClockTime(hhmm: string, language: Language = defaultLanguage): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  if (language !== defaultLanguage) return clockTime(language).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A description cut for a list card (spec 2 §9, spec 3 §9: 50 characters), "..." marking the cut. */
export function formatPreview(text: string, length = 50): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length).trimEnd()}...` : trimmed;
}

/**
 * A stored number as people read an Indian one (`+91 98765 43210`); any other text as it is.
 * Kept apart from the phone field's parser so pages that only show numbers load none of it.
 */
export function formatPhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/**
 * A stored number as a phone dials it: its international form (`+919876543210`), which reaches the
 * person from any phone, one roaming abroad too. Numbers are stored that way; an older row's ten
 * digits (or with a leading 0 or 91) are read as the Indian mobile number they are. Anything else
 * (a short number such as 112) is dialled as written, without its spaces and dashes.
 */
export function dialString(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+\d+$/.test(digits)) return digits;
  const indian = /^(?:0|91)?([6-9]\d{9})$/.exec(digits);
  return indian ? `+91${indian[1]}` : digits;
}

/** The address of a tap-to-call link to a stored number. */
export const telHref = (phone: string) => `tel:${dialString(phone)}`;

/** A stored number as people read it: "+91 98765 43210", whatever form an older row keeps it in. */
export const shownPhone = (phone: string) => formatPhone(dialString(phone));
