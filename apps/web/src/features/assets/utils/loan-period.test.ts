import { describe, expect, it } from 'vitest';
import { periodOf, returnDayAfterStartChange, returnDayLimits, shortDays } from './loan-period.ts';

describe('the period of a loan in the request dialog', () => {
  it('offers a return day from the day after the start to 30 days after it', () => {
    expect(returnDayLimits('2026-12-30')).toEqual({ min: '2026-12-31', max: '2027-01-29' });
    expect(returnDayLimits('')).toBeNull();
  });

  it('keeps the length of the loan when the start moves, and starts with 14 days', () => {
    expect(returnDayAfterStartChange('', '2026-12-01', '')).toBe('2026-12-15');
    expect(returnDayAfterStartChange('2026-12-01', '2026-12-10', '2026-12-22')).toBe('2026-12-31');
    expect(returnDayAfterStartChange('2026-12-01', '2026-12-10', '2027-02-01')).toBe('2026-12-24');
    expect(returnDayAfterStartChange('2026-12-01', '', '2026-12-22')).toBe('2026-12-22');
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
