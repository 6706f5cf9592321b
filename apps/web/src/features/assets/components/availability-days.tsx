import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AvailabilityDay } from '@sahaya/contract/assets/schemas';
import { localeOf, type Language } from '@sahaya/contract/i18n/languages';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { notFreeReasons, notFreeWords } from '../utils/availability-words.ts';

interface AvailabilityDaysProps {
  days: readonly AvailabilityDay[];
  /** How many units the person needs: a day with fewer is marked, in words as well as colour, and says why. */
  needed: number;
  /** The list's name for screen readers ("Free units per day"). */
  label: string;
  /** The admin's view: every day also says how many units are out with borrowers and how many are reserved. */
  showCounts?: boolean;
  className?: string;
}

/** "Mon", "सोम": the weekday of a calendar day, which is a UTC day wherever it is read. */
const weekdays = new Map<string, Intl.DateTimeFormat>();
function weekdayOf(isoDay: string, language: Language): string {
  const locale = localeOf[language];
  let format = weekdays.get(locale);
  if (!format) weekdays.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })));
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The units free on each day of a period, as a grid of small day cells that wraps to the width
 * it has. A day with fewer free than needed says so ("None free", "Too few") besides its colour,
 * and why: where its other units are (lent out, reserved, in repair, kept for someone waiting).
 */
export function AvailabilityDays({ days, needed, label, showCounts = false, className }: AvailabilityDaysProps) {
  const f = useFormat();
  const { i18n } = useLingui();
  return (
    <ol aria-label={label} className={cn('grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-1.5', className)}>
      {days.map((day) => {
        const { date, available, lentOut, reserved } = day;
        const short = available < needed;
        return (
          <li
            key={date}
            className={cn(
              'rounded-lg border px-2 py-1.5 leading-tight',
              short ? 'border-red-300 bg-red-50 text-red-950' : 'border-stone-200 bg-white text-ink',
            )}
          >
            <time dateTime={date} className="block text-sm font-semibold">
              {weekdayOf(date, f.language)} {f.day(date)}
            </time>
            <span className="block text-sm">
              <Plural value={available} _0="None free" one="# free" other="# free" />
            </span>
            {short && available > 0 ? (
              <span className="block text-xs font-semibold text-red-800">
                <Trans>Too few</Trans>
              </span>
            ) : null}
            {showCounts && lentOut > 0 ? (
              <span className="block text-xs">
                <Plural value={lentOut} one="# lent out" other="# lent out" />
              </span>
            ) : null}
            {showCounts && reserved > 0 ? (
              <span className="block text-xs">
                <Plural value={reserved} one="# reserved" other="# reserved" />
              </span>
            ) : null}
            {short ? (
              <span className="mt-0.5 block text-xs text-red-900">
                {notFreeReasons(day)
                  .filter((reason) => !showCounts || (reason !== 'lentOut' && reason !== 'reserved'))
                  .map((reason) => (
                    <span key={reason} className="block">
                      {i18n._(notFreeWords[reason])}
                    </span>
                  ))}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
