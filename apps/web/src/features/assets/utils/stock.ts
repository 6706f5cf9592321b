/**
 * How much of an asset there is, in the words and colours of spec 2 §9, and how many of it a person
 * may ask for at once (spec 2 §5).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITED_STOCK_MAX, MAX_ASSET_REQUEST_QUANTITY } from '@sahaya/contract/constants';

/** The tones of the shared Badge. */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/**
 * The catalogue's stock badge (its words, for `i18n._`): above LIMITED_STOCK_MAX the default look, 1 to LIMITED_STOCK_MAX
 * the secondary one, and none "Out of stock". The count is always written out, so the colour is
 * never the only clue.
 */
export function stockBadge(stocks: number): { label: MessageDescriptor; tone: Tone } {
  if (stocks <= 0) return { label: msg`Out of stock`, tone: 'danger' };
  if (stocks <= LIMITED_STOCK_MAX) return { label: msg`Only ${stocks} in stock`, tone: 'warning' };
  return { label: msg`${stocks} in stock`, tone: 'primary' };
}

/** Up to this many in stock reads as limited on an asset's page (spec 2 §9). */
export const LIMITED_AVAILABILITY_MAX = 2;

/** The availability line of an asset's page: none is out of stock, up to 2 limited, more available. */
export function availability(stocks: number): { label: MessageDescriptor; tone: Tone } {
  if (stocks <= 0) return { label: msg`Out of Stock`, tone: 'danger' };
  if (stocks <= LIMITED_AVAILABILITY_MAX) return { label: msg`Limited Stock`, tone: 'warning' };
  return { label: msg`Available`, tone: 'success' };
}

/** The most a person may ask for now: what is in stock, and never more than three. */
export function maxQuantity(stocks: number): number {
  return Math.max(0, Math.min(Math.floor(stocks), MAX_ASSET_REQUEST_QUANTITY));
}

/**
 * What the quantity box holds after a keystroke: a whole number from 1 to `max` is taken, the
 * empty box is allowed while a new number is typed, and anything else is ignored (the box keeps
 * what it had), as spec 2 §5 asks.
 */
export function acceptQuantity(typed: string, current: string, max: number): string {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return current;
  const value = Number(text);
  return value >= 1 && value <= max ? String(value) : current;
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The first day a request may be for: today where the person is, unless the server's day (UTC,
 * which it checks against) has already moved on, so no day the server would refuse is offered.
 */
export function earliestRequestDay(now: Date = new Date()): string {
  const local = isoDay(now);
  const utc = now.toISOString().slice(0, 10);
  return local > utc ? local : utc;
}
