import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge.tsx';
import { availability, stockBadge } from '../utils/stock.ts';
import { stockStatus } from '../utils/stock-status.ts';

/** The catalogue's stock badge (spec 2 §9). */
export function StockBadge({ stocks, className }: { stocks: number; className?: string }) {
  const { i18n } = useLingui();
  const { label, tone } = stockBadge(stocks);
  return (
    <Badge tone={tone} className={className}>
      {i18n._(label)}
    </Badge>
  );
}

/** The availability of an asset's page (spec 2 §9). */
export function AvailabilityBadge({ stocks, className }: { stocks: number; className?: string }) {
  const { i18n } = useLingui();
  const { label, tone } = availability(stocks);
  return (
    <Badge tone={tone} className={className}>
      {i18n._(label)}
    </Badge>
  );
}

/** The admin's "N in stock", coloured by the stock status (red when none, amber when low). */
export function StockCountBadge({ stocks }: { stocks: number }) {
  return (
    <Badge tone={stockStatus(stocks).tone}>
      <Trans>{stocks} in stock</Trans>
    </Badge>
  );
}

/** The admin's Out of Stock, Low Stock or In Stock (spec 3 §4). */
export function StockStatusBadge({ stocks }: { stocks: number }) {
  const { i18n } = useLingui();
  const status = stockStatus(stocks);
  return <Badge tone={status.tone}>{i18n._(status.label)}</Badge>;
}
