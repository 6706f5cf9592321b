import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { megabytes } from './asset-words.ts';
import { stockStatus } from './stock-status.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('stockStatus', () => {
  it('reads 0 as out of stock, 1 and 2 as low and more as in stock', () => {
    expect(i18n._(stockStatus(0).label)).toBe('Out of Stock');
    expect(i18n._(stockStatus(1).label)).toBe('Low Stock');
    expect(i18n._(stockStatus(2).label)).toBe('Low Stock');
    expect(i18n._(stockStatus(3).label)).toBe('In Stock');
    expect(stockStatus(50).tone).toBe('success');
  });
});

describe('megabytes', () => {
  it('shows sizes in MB with two decimals', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe('5.00');
    expect(megabytes(1_310_720)).toBe('1.25');
    expect(megabytes(68)).toBe('0.00');
  });
});
