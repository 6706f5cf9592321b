import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { AssetImage } from './asset-image.tsx';
import { CategoryName } from './category-name.tsx';
import { StockBadge } from './stock-badge.tsx';

interface AssetCardProps {
  asset: Asset;
  onRequest: (asset: Asset) => void;
}

/**
 * One asset of the catalogue (spec 2 §2): picture, name, description, stock badge, Request Asset
 * (disabled when none is in stock) and View Details. The buttons carry the asset's name for
 * screen readers, since every card has the same two.
 */
export function AssetCard({ asset, onRequest }: AssetCardProps) {
  const outOfStock = asset.stocks <= 0;
  // The asset's page links back to the catalogue as it was left: the same page, search, sort and filter.
  const { search } = useLocation();
  const name = asset.name;
  const reserved = asset.reserved;
  return (
    // On a phone the picture sits beside the text, so a page of eight does not run to many screens.
    <article className="flex h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex-col">
      <div className="m-4 me-0 size-20 shrink-0 overflow-hidden rounded-lg sm:m-0 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none">
        <AssetImage name={asset.name} category={asset.category} src={asset.image} decorative />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <p className="text-sm font-semibold text-primary-800"><CategoryName category={asset.category} /></p>
          <h2 className="text-lg font-bold break-words text-ink">{asset.name}</h2>
        </div>
        <StockBadge stocks={asset.stocks} className="self-start" />
        {asset.reserved > 0 ? (
          <p className="text-sm text-muted">
            <Trans>{reserved} of them reserved for loans starting now</Trans>
          </p>
        ) : null}
        {/*
          The paragraph keeps the height of its three lines: grown to fill a card that its row makes
          taller, it would show the fourth line under the ellipsis. The buttons take up the slack.
        */}
        <p className="line-clamp-3 break-words text-muted">{asset.description}</p>
        <div className="mt-auto flex flex-col gap-2">
          <Button onClick={() => onRequest(asset)} disabled={outOfStock}>
            <Trans>
              Request Asset<span className="sr-only"> for {name}</span>
            </Trans>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.user.asset(asset._id)} state={{ catalogue: search }}>
              <Trans>
                View Details<span className="sr-only"> of {name}</span>
              </Trans>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card's outline while the catalogue loads. */
export function AssetCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}
