import { describe, expect, it } from 'vitest';
import { financialYears } from './financial-years.ts';

describe('financialYears', () => {
  it('names the current financial year first, then the one before', () => {
    expect(financialYears(new Date('2026-11-26T03:00:00Z'))).toEqual(['2026-27', '2025-26']);
  });

  it('counts January to March in the year that began the April before', () => {
    expect(financialYears(new Date('2027-03-31T12:00:00Z'))).toEqual(['2026-27', '2025-26']);
  });

  it('turns to the new year at midnight in India, not in London', () => {
    // 31 March 19:00 UTC is 1 April 00:30 in India.
    expect(financialYears(new Date('2027-03-31T19:00:00Z'))).toEqual(['2027-28', '2026-27']);
  });

  it('writes the turn of a century with two digits', () => {
    expect(financialYears(new Date('2099-06-01T00:00:00Z'), 1)).toEqual(['2099-00']);
  });
});
