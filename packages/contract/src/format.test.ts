import { describe, expect, it } from 'vitest';
import {
  formatAssistanceKind,
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatPreview,
  formatRange,
  formatRelativeTime,
  formatRequestedTime,
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
  });

  it('says how long ago, in whole units', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatRelativeTime('2026-01-10T11:59:30Z', now)).toBe('Just now');
    expect(formatRelativeTime('2026-01-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-01-10T13:00:00Z', now)).toBe('1 hour from now');
  });

  it('says where a page of requests sits in the whole, and names a status', () => {
    expect(formatRange(1, 4, 11)).toBe('Showing 1 to 4 of 11 requests');
    expect(formatRange(3, 4, 11)).toBe('Showing 9 to 11 of 11 requests');
    expect(formatRange(1, 4, 0)).toBe('Showing 0 to 0 of 0 requests');
    expect(formatStatus('pending')).toBe('Pending');
  });

  it('names what an assistance request asks for, and when', () => {
    expect(formatAssistanceKind({ type: 'ambulance', volunteerType: null })).toBe('Ambulance');
    expect(formatAssistanceKind({ type: 'volunteer', volunteerType: 'eldercare' })).toBe('Eldercare volunteer');
    expect(formatRequestedTime('2026-11-05', '10:30')).toBe('5 Nov 2026, 10:30');
    expect(formatPreview('x'.repeat(60))).toBe(`${'x'.repeat(50)}...`);
    expect(formatPreview(' short ')).toBe('short');
  });
});
