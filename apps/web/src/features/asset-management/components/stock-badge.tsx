import { Badge } from '../../../components/ui/badge.tsx';
import { stockStatus } from '../utils/stock-status.ts';

/** "N in stock", coloured by the stock status (red when none, amber when low). */
export function StockCountBadge({ stocks }: { stocks: number }) {
  return <Badge tone={stockStatus(stocks).tone}>{stocks} in stock</Badge>;
}

/** Out of Stock, Low Stock or In Stock (spec 3 §4). */
export function StockStatusBadge({ stocks }: { stocks: number }) {
  const status = stockStatus(stocks);
  return <Badge tone={status.tone}>{status.label}</Badge>;
}
