import { describe, expect, it } from 'vitest';
import { unitsText } from './request-words.ts';

describe('unitsText', () => {
  it('writes the quantity as the spec does', () => {
    expect(unitsText(2)).toBe('2 unit(s)');
  });
});
