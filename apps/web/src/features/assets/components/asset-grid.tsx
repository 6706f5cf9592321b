import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { AssetImage } from './asset-image.tsx';
import { CategoryName } from './category-name.tsx';
import { StockCountBadge } from './stock-badge.tsx';
import { EmptyNote, LoadingCards } from '../../../components/ui/list-states.tsx';

interface AssetGridProps {
  assets: Asset[] | undefined;
  /** The list page the cards are on, carried to the details page so its Back returns here. */
  page: number;
  loading: boolean;
  cardsWhileLoading: number;
}

const gridClassName = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4';

/** The admin's asset cards: picture, name, category, stock and View Details. */
export function AssetGrid({ assets, page, loading, cardsWhileLoading }: AssetGridProps) {
  const { t } = useLingui();
  if (loading && !assets) {
    return (
      <LoadingCards label={t`Loading assets`} count={cardsWhileLoading} className={gridClassName} cardClassName="space-y-3 p-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </LoadingCards>
    );
  }
  if (assets?.length === 0) {
    return (
      <EmptyNote boxed>
        <Trans>No assets found</Trans>
      </EmptyNote>
    );
  }
  return (
    <ul aria-label={t`Assets`} aria-busy={loading} className={gridClassName}>
      {assets?.map((asset) => {
        const name = asset.name;
        return (
          <li key={asset._id} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="h-44 w-full shrink-0">
              <AssetImage name={asset.name} category={asset.category} src={asset.image} decorative />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="text-lg font-bold break-words text-ink">{asset.name}</h2>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-muted"><CategoryName category={asset.category} /></span>
                <StockCountBadge stocks={asset.stocks} />
              </div>
              <p className="line-clamp-2 text-sm text-ink">{asset.description}</p>
              <Link
                to={paths.admin.assetDetails(asset._id, page)}
                className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
              >
                <Trans>
                  View Details<span className="sr-only"> of {name}</span>
                </Trans>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
