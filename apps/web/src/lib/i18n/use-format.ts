/**
 * Dates, times, numbers and rupees written for the language shown (`en-IN`, `hi-IN`: lakh and crore
 * grouping in both), by the contract's formatters, for components: they render again on a change
 * of language.
 */
import { useLingui } from '@lingui/react';
import {
  formatCalendarDay,
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatNearDateTime,
  formatRelativeTime,
  formatRupees,
  formatRupeesCompact,
} from '@sahaya/contract/format';
import { readerLanguage, type Language } from '@sahaya/contract/i18n/languages';

export function formattersFor(language: Language) {
  return {
    language,
    rupees: (amount: number) => formatRupees(amount, language),
    rupeesCompact: (amount: number) => formatRupeesCompact(amount, language),
    count: (value: number) => formatCount(value, language),
    date: (iso: string) => formatDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    nearDateTime: (iso: string) => formatNearDateTime(iso, language),
    day: (isoDay: string) => formatDay(isoDay, language),
    calendarDay: (isoDay: string) => formatCalendarDay(isoDay, language),
    clockTime: (hhmm: string) => formatClockTime(hhmm, language),
    longDay: (isoDay: string) => formatLongDay(isoDay, language),
    relativeTime: (iso: string, now?: number) => formatRelativeTime(iso, now, language),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** The formatters of the language shown. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  return formattersFor(readerLanguage(i18n.locale));
}
