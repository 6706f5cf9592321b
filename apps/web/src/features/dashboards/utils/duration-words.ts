import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const MINUTES_IN_HOUR = 60;
const HOURS_IN_DAY = 24;

/**
 * A time in minutes as a person says it: "less than a minute", "12 minutes", "1 hour 5 minutes",
 * "2 days 3 hours". From a day on it is told to the hour, as minutes say nothing more at that
 * length; nothing is said for what is not a time.
 */
export function durationText(i18n: I18n, minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  if (whole < 1) return i18n._(msg`less than a minute`);
  if (whole < MINUTES_IN_HOUR) return i18n._(msg({ message: plural(whole, { one: '# minute', other: '# minutes' }) }));
  if (whole < MINUTES_IN_HOUR * HOURS_IN_DAY) {
    const hours = Math.floor(whole / MINUTES_IN_HOUR);
    const rest = whole % MINUTES_IN_HOUR;
    return rest === 0
      ? i18n._(msg({ message: plural(hours, { one: '# hour', other: '# hours' }) }))
      : i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(rest, { one: '# minute', other: '# minutes' })}`);
  }
  const allHours = Math.round(whole / MINUTES_IN_HOUR);
  const days = Math.floor(allHours / HOURS_IN_DAY);
  const hours = allHours % HOURS_IN_DAY;
  return hours === 0
    ? i18n._(msg({ message: plural(days, { one: '# day', other: '# days' }) }))
    : i18n._(msg`${plural(days, { one: '# day', other: '# days' })} ${plural(hours, { one: '# hour', other: '# hours' })}`);
}
