import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './asset-words.ts';
import { stockStatus } from './stock-status.ts';

describe('stockStatus', () => {
  it('reads 0 as out of stock, 1 and 2 as low and more as in stock', () => {
    expect(stockStatus(0).label).toBe('Out of Stock');
    expect(stockStatus(1).label).toBe('Low Stock');
    expect(stockStatus(2).label).toBe('Low Stock');
    expect(stockStatus(3).label).toBe('In Stock');
    expect(stockStatus(50).tone).toBe('success');
  });
});

describe('formatMegabytes', () => {
  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatMegabytes(1_310_720)).toBe('1.25 MB');
    expect(formatMegabytes(68)).toBe('0.00 MB');
  });
});
