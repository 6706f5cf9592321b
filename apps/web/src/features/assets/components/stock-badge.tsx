import { Badge } from '../../../components/ui/badge.tsx';
import { availability, stockBadge } from '../utils/stock.ts';

/** The catalogue's stock badge (spec 2 §9). */
export function StockBadge({ stocks, className }: { stocks: number; className?: string }) {
  const { label, tone } = stockBadge(stocks);
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}

/** The availability of an asset's page (spec 2 §9). */
export function AvailabilityBadge({ stocks, className }: { stocks: number; className?: string }) {
  const { label, tone } = availability(stocks);
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
