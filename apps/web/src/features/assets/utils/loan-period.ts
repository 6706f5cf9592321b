/**
 * The period of a loan as the request dialog handles it: the return day's limits from the start
 * day, the return day that follows a change of start, and the days of a period too short of units.
 */
import { addDays, daysBetween, isCalendarDay } from '@sahaya/contract/calendar-days';
import { MAX_AVAILABILITY_DAYS } from '@sahaya/contract/constants';
import { defaultReturnDate } from '@sahaya/contract/assets/schemas';

/** The return days an asset takes for a start day: from the day after it to its longest loan after. */
export function returnDayLimits(start: string, maxLoanDays: number): { min: string; max: string } | null {
  if (!isCalendarDay(start)) return null;
  return { min: addDays(start, 1), max: addDays(start, maxLoanDays) };
}

/**
 * The return day after the start moves: the loan keeps its length when it had a valid one (so a
 * person who chose three weeks still has three weeks), otherwise the default length; a start that
 * is not a day yet leaves the return day as it was.
 */
export function returnDayAfterStartChange(previousStart: string, nextStart: string, previousReturn: string, maxLoanDays: number): string {
  if (!isCalendarDay(nextStart)) return previousReturn;
  if (isCalendarDay(previousStart) && isCalendarDay(previousReturn)) {
    const length = daysBetween(previousStart, previousReturn);
    if (length >= 1 && length <= maxLoanDays) return addDays(nextStart, length);
  }
  return defaultReturnDate(nextStart, maxLoanDays);
}

/**
 * The return days a renewal may choose: from the day after the current one (or today, for a loan
 * already late) to the asset's longest loan after the first day; null when the loan is at its longest.
 */
export function renewalLimits(loan: { requestedDate: string; returnDate: string }, maxLoanDays: number, today: string): { min: string; max: string } | null {
  const min = addDays(loan.returnDate < today ? today : loan.returnDate, loan.returnDate < today ? 0 : 1);
  const max = addDays(loan.requestedDate, maxLoanDays);
  return min <= max ? { min, max } : null;
}

/** The period whose free units the dialog shows, or null while the two days do not make one. */
export function periodOf(start: string, end: string): { from: string; to: string } | null {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return null;
  const days = daysBetween(start, end) + 1;
  return days >= 1 && days <= MAX_AVAILABILITY_DAYS ? { from: start, to: end } : null;
}

/** The days that have fewer units free than `needed`. */
export function shortDays<T extends { available: number }>(days: readonly T[], needed: number): T[] {
  return days.filter((day) => day.available < needed);
}
