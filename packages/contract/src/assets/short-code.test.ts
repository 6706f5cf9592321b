import { describe, expect, it } from 'vitest';
import { formatShortCode, readShortCode } from './short-code.ts';

describe('short codes', () => {
  it('are written with the letters of the category and at least four digits', () => {
    expect(formatShortCode('WC', 42)).toBe('WC-0042');
    expect(formatShortCode('AB', 12345)).toBe('AB-12345');
  });

  it('are read as people type them: any case, a space, a dash or nothing between, with or without the zeros', () => {
    for (const text of ['WC-0042', 'wc-42', 'WC 0042', 'wc0042', ' Wc – 42 ', 'wc42']) expect(readShortCode(text), text).toBe('WC-0042');
    expect(readShortCode('ws-7')).toBe('WS-0007');
    expect(readShortCode('ab 10001')).toBe('AB-10001');
    // A category added later may have up to four letters.
    expect(readShortCode('hbed-7')).toBe('HBED-0007');
  });

  it('are not a code without its number, the number 0 or anything else', () => {
    for (const text of ['WC', 'WC-', 'WC-0', 'W-42', 'WCCCC-42', '42', 'WC-42a', '', 'https://example.org/WC-0042']) {
      expect(readShortCode(text), text).toBeNull();
    }
  });
});
