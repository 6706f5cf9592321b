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
