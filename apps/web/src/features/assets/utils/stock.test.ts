import { i18n, type MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptQuantity,
  availability,
  earliestRequestDay,
  maxQuantity,
  stockBadge,
} from './stock.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** A badge as it reads in English. */
const read = ({ label, tone }: { label: MessageDescriptor; tone: string }) => ({ label: i18n._(label), tone });

describe('stockBadge', () => {
  it('is the default look above 5, secondary from 1 to 5, and out of stock at 0', () => {
    expect(read(stockBadge(12))).toEqual({ label: '12 in stock', tone: 'primary' });
    expect(stockBadge(6).tone).toBe('primary');
    expect(read(stockBadge(5))).toEqual({ label: 'Only 5 in stock', tone: 'warning' });
    expect(stockBadge(1).tone).toBe('warning');
    expect(read(stockBadge(0))).toEqual({ label: 'Out of stock', tone: 'danger' });
  });
});

describe('availability', () => {
  it('reads 0 as out of stock, up to 2 as limited and more as available', () => {
    expect(i18n._(availability(0).label)).toBe('Out of Stock');
    expect(i18n._(availability(1).label)).toBe('Limited Stock');
    expect(i18n._(availability(2).label)).toBe('Limited Stock');
    expect(i18n._(availability(3).label)).toBe('Available');
  });
});

describe('maxQuantity', () => {
  it('is the stock, never more than 3 and never below 0', () => {
    expect(maxQuantity(12)).toBe(3);
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(2)).toBe(2);
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-4)).toBe(0);
  });
});

describe('acceptQuantity', () => {
  it('takes a whole number from 1 to the maximum', () => {
    expect(acceptQuantity('2', '1', 3)).toBe('2');
    expect(acceptQuantity(' 3 ', '1', 3)).toBe('3');
    expect(acceptQuantity('02', '1', 3)).toBe('2');
  });

  it('ignores values outside 1 to the maximum, keeping what was there', () => {
    expect(acceptQuantity('4', '2', 3)).toBe('2');
    expect(acceptQuantity('3', '2', 2)).toBe('2');
    expect(acceptQuantity('0', '1', 3)).toBe('1');
    expect(acceptQuantity('-1', '1', 3)).toBe('1');
    expect(acceptQuantity('1.5', '1', 3)).toBe('1');
    expect(acceptQuantity('e', '1', 3)).toBe('1');
  });

  it('lets the box be emptied while a new number is typed', () => {
    expect(acceptQuantity('', '2', 3)).toBe('');
  });
});

describe('earliestRequestDay', () => {
  it('is the local day, or the UTC day when that has moved on', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const expected = local > '2026-03-10' ? local : '2026-03-10';
    expect(earliestRequestDay(now)).toBe(expected);
    expect(earliestRequestDay(now) >= '2026-03-10').toBe(true);
  });
});

