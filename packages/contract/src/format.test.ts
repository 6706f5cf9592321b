import { describe, expect, it } from 'vitest';
import {
  dialString,
  shownPhone,
  telHref,
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatPreview,
  formatRelativeTime,
  formatClockTime,
  formatLongDay,
  formatRupees,
  formatRupeesCompact,
  formatStatus,
} from './format.ts';

describe('format', () => {
  it('shows rupees with the sign and Indian grouping, paise only when there are some', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(500.5)).toBe('₹500.50');
    expect(formatRupees(50.05)).toBe('₹50.05');
    expect(formatRupeesCompact(150000)).toBe('₹1.5L');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('names the month in dates, and answers nothing for what is not a date', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025');
    expect(formatDateTime('2025-03-12T10:00:00Z')).toMatch(/^12 Mar 2025/);
    expect(formatDate('not a date')).toBe('');
    expect(formatDay('2026-11-05')).toBe('5 Nov');
    expect(formatCalendarDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatLongDay('2026-12-05')).toBe('Saturday, 5 December 2026');
    expect(formatLongDay('2026-12-05', 'hi')).toBe('शनिवार, 5 दिसंबर 2026');
    expect(formatLongDay('')).toBe('');
  });

  it('says how long ago, in whole units', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatRelativeTime('2026-01-10T11:59:30Z', now)).toBe('Just now');
    expect(formatRelativeTime('2026-01-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-01-10T13:00:00Z', now)).toBe('1 hour from now');
  });

  it('names a status', () => {
    expect(formatStatus('pending')).toBe('Pending');
  });

  it('says a time of day as people say it, and cuts a long description', () => {
    expect(formatClockTime('00:00')).toBe('12:00 am');
    expect(formatClockTime('09:30')).toBe('9:30 am');
    expect(formatClockTime('12:00')).toBe('12:00 pm');
    expect(formatClockTime('23:30')).toBe('11:30 pm');
    expect(formatClockTime('09:30', 'hi')).toBe('सुबह 9:30');
    expect(formatClockTime('14:30', 'hi')).toBe('दोपहर 2:30');
    expect(formatPreview('x'.repeat(60))).toBe(`${'x'.repeat(50)}...`);
    expect(formatPreview(' short ')).toBe('short');
  });
});

describe('dialString', () => {
  it('keeps a number in its international form, as numbers are stored', () => {
    expect(dialString('+919876543210')).toBe('+919876543210');
    expect(telHref('+919876543210')).toBe('tel:+919876543210');
  });

  it('reads an older row’s Indian mobile number, however it was typed, in its international form', () => {
    for (const typed of ['9876543210', '098765 43210', '91 98765-43210', '+91 98765 43210']) expect(dialString(typed)).toBe('+919876543210');
  });

  it('dials anything else as written, without spaces and dashes', () => {
    expect(dialString('112')).toBe('112');
    expect(dialString('1800-123-456')).toBe('1800123456');
  });

  it('gives the form people read once formatted', () => {
    expect(shownPhone('098765 43210')).toBe('+91 98765 43210');
  });
});
