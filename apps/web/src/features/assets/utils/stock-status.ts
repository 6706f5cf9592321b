/**
 * The admin's stock status of an asset (spec 3 §4): none is Out of Stock, up to the low-stock
 * threshold is Low Stock, more is In Stock. The threshold is also the "Minimum Stock" shown.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MINIMUM_STOCK = 2;

/** The status (`level`), its words (for `i18n._`) and its colour. */
export type StockStatus = { level: 'out' | 'low' | 'in'; label: MessageDescriptor; tone: 'danger' | 'warning' | 'success' };

export function stockStatus(stocks: number): StockStatus {
  if (stocks <= 0) return { level: 'out', label: msg`Out of Stock`, tone: 'danger' };
  if (stocks <= MINIMUM_STOCK) return { level: 'low', label: msg`Low Stock`, tone: 'warning' };
  return { level: 'in', label: msg`In Stock`, tone: 'success' };
}
