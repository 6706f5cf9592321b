import { describe, expect, it } from 'vitest';
import { assessmentYearsOf, validityIn } from './assessment-years.ts';

describe('the period of an 80G registration', () => {
  it('is read as two assessment years however the order writes them', () => {
    for (const written of ['AY 2022-23 to AY 2026-27', 'A.Y. 2022-23 to A.Y. 2026-27', 'ay 2022-23 – 2026-27', ' AY 2022-23 to 2026-27 ']) {
      expect(assessmentYearsOf(written), written).toEqual({ from: '2022-23', to: '2026-27' });
    }
  });

  it('is worded in the reader’s language, and printed as written when it is not two assessment years', () => {
    expect(validityIn('AY 2022-23 to AY 2026-27', 'en')).toBe('AY 2022-23 to AY 2026-27');
    expect(validityIn('A.Y. 2022-23 to A.Y. 2026-27', 'hi')).toBe('निर्धारण वर्ष 2022-23 से 2026-27 तक');
    expect(validityIn('until revoked', 'hi')).toBe('until revoked');
  });
});
