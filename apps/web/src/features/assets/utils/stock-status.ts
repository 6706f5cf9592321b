/**
 * The admin's stock status of an asset (spec 3 §4): none is Out of Stock, up to the low-stock
 * threshold is Low Stock, more is In Stock. The threshold is also the "Minimum Stock" shown.
 */
export const MINIMUM_STOCK = 2;

export type StockStatus = { label: 'Out of Stock' | 'Low Stock' | 'In Stock'; tone: 'danger' | 'warning' | 'success' };

export function stockStatus(stocks: number): StockStatus {
  if (stocks <= 0) return { label: 'Out of Stock', tone: 'danger' };
  if (stocks <= MINIMUM_STOCK) return { label: 'Low Stock', tone: 'warning' };
  return { label: 'In Stock', tone: 'success' };
}
