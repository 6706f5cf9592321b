import { describe, expect, it } from 'vitest';
import { periodOf, renewalLimits, returnDayAfterStartChange, returnDayLimits, shortDays } from './loan-period.ts';

describe('the period of a loan in the request dialog', () => {
  it("offers a return day from the day after the start to the asset's longest loan after it", () => {
    expect(returnDayLimits('2026-12-30', 30)).toEqual({ min: '2026-12-31', max: '2027-01-29' });
    expect(returnDayLimits('2026-12-01', 90)).toEqual({ min: '2026-12-02', max: '2027-03-01' });
    expect(returnDayLimits('', 30)).toBeNull();
  });

  it('keeps the length of the loan when the start moves, and starts with 14 days or the longest loan when shorter', () => {
    expect(returnDayAfterStartChange('', '2026-12-01', '', 30)).toBe('2026-12-15');
    expect(returnDayAfterStartChange('', '2026-12-01', '', 7)).toBe('2026-12-08');
    expect(returnDayAfterStartChange('2026-12-01', '2026-12-10', '2026-12-22', 30)).toBe('2026-12-31');
    expect(returnDayAfterStartChange('2026-12-01', '2026-12-10', '2027-02-01', 30)).toBe('2026-12-24');
    expect(returnDayAfterStartChange('2026-12-01', '2026-12-10', '2027-02-01', 90)).toBe('2027-02-10');
    expect(returnDayAfterStartChange('2026-12-01', '', '2026-12-22', 30)).toBe('2026-12-22');
  });

  it('renews from the day after the return day (or today, when late) to the longest loan from the first day', () => {
    const loan = { requestedDate: '2026-12-01', returnDate: '2026-12-31' };
    expect(renewalLimits(loan, 90, '2026-12-05')).toEqual({ min: '2027-01-01', max: '2027-03-01' });
    expect(renewalLimits({ ...loan, returnDate: '2026-12-03' }, 90, '2026-12-05')).toEqual({ min: '2026-12-05', max: '2027-03-01' });
    expect(renewalLimits(loan, 30, '2026-12-05')).toBeNull();
  });

  it('asks about a period only when both days make one', () => {
    expect(periodOf('2026-12-01', '2026-12-15')).toEqual({ from: '2026-12-01', to: '2026-12-15' });
    expect(periodOf('2026-12-15', '2026-12-01')).toBeNull();
    expect(periodOf('2026-12-01', '')).toBeNull();
  });

  it('finds the days short of units', () => {
    const days = [
      { date: '2026-12-01', available: 2 },
      { date: '2026-12-02', available: 1 },
    ];
    expect(shortDays(days, 2)).toEqual([{ date: '2026-12-02', available: 1 }]);
  });
});
