import { defaultLanguage, localeOf, type Language } from '@sahaya/contract/i18n/languages';

/** Minutes between two times offered by the form (spec 2 §5: every 30 minutes over 24 hours). */
export const SLOT_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `now` on this device, as yyyy-MM-dd: the day the person calls "today". */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Every time of day the form offers, "00:00" to "23:30". */
export const allTimeSlots: readonly string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => {
  const minutes = index * SLOT_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/**
 * The times that can still be asked for on `day`: all of them on a later day, only those still
 * ahead of `now` today. A day already gone (or none chosen yet) offers every time, since the date
 * field carries that error.
 */
export function timeSlotsFor(day: string, now: Date): readonly string[] {
  if (day !== localDay(now)) return allTimeSlots;
  const current = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  return allTimeSlots.filter((slot) => slot > current);
}

const slotFormats = new Map<Language, Intl.DateTimeFormat>();
const slotFormat = (language: Language) => {
  let format = slotFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });
    slotFormats.set(language, format);
  }
  return format;
};

/**
 * "14:30" -> "2:30 pm", so the list reads the way people say times; the value sent stays 24-hour.
 * Other languages say the part of the day in their own words (Hindi: "दोपहर 2:30").
 */
export function formatSlot(slot: string, language: Language = defaultLanguage): string {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  if (language !== defaultLanguage) return slotFormat(language).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${pad(minutes)} ${suffix}`;
}
