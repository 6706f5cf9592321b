import { describe, expect, it } from 'vitest';
import { statementPeriods } from './statement-periods.ts';

describe('statement periods', () => {
  it('offers every donation and the current and last financial years, April to March', () => {
    expect(statementPeriods(new Date(2026, 10, 23))).toEqual([
      { label: 'All donations' },
      { label: 'Financial year 2026–27', from: '2026-04-01', to: '2027-03-31' },
      { label: 'Financial year 2025–26', from: '2025-04-01', to: '2026-03-31' },
    ]);
  });

  it('counts January to March in the year that began the April before', () => {
    expect(statementPeriods(new Date(2027, 2, 31))[1]).toMatchObject({ from: '2026-04-01', to: '2027-03-31' });
    expect(statementPeriods(new Date(2027, 3, 1))[1]).toMatchObject({ from: '2027-04-01', to: '2028-03-31' });
  });
});
