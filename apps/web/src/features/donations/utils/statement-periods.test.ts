import { describe, expect, it } from 'vitest';
import { statementPeriods } from './statement-periods.ts';

/** A period with its name's English words and values, as the catalogue receives them. */
const readable = (today: Date) =>
  statementPeriods(today).map(({ label, ...dates }) => ({ message: label.message, values: label.values, ...dates }));

describe('statement periods', () => {
  it('offers every donation and the current and last financial years, April to March', () => {
    expect(readable(new Date(2026, 10, 23))).toEqual([
      { message: 'All donations', values: undefined },
      { message: 'Financial year {start}–{end}', values: { start: 2026, end: '27' }, from: '2026-04-01', to: '2027-03-31' },
      { message: 'Financial year {start}–{end}', values: { start: 2025, end: '26' }, from: '2025-04-01', to: '2026-03-31' },
    ]);
  });

  it('counts January to March in the year that began the April before', () => {
    expect(statementPeriods(new Date(2027, 2, 31))[1]).toMatchObject({ from: '2026-04-01', to: '2027-03-31' });
    expect(statementPeriods(new Date(2027, 3, 1))[1]).toMatchObject({ from: '2027-04-01', to: '2028-03-31' });
  });
});
