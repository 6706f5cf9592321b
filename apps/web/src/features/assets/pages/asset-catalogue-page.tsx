import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { listAssets } from '@sahaya/contract/assets/endpoints';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { listAssetsQuery } from '@sahaya/contract/assets/schemas';
import type { assetFilters, assetSorts } from '@sahaya/contract/constants';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useListAssets } from '../api/list-assets.ts';
import { AssetCard, AssetCardSkeleton } from '../components/asset-card.tsx';
import { RequestAssetDialog } from '../components/request-asset-dialog.tsx';
import { useQueryChoice } from '../../../lib/hooks/use-query-choice.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

type AssetSort = (typeof assetSorts)[number];
type AssetFilter = (typeof assetFilters)[number];

const sorts: { value: AssetSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest` },
  { value: 'oldest', label: msg`Oldest` },
  { value: 'name-asc', label: msg`Name (A-Z)` },
  { value: 'name-desc', label: msg`Name (Z-A)` },
  { value: 'most-available', label: msg`Most Available` },
  { value: 'least-available', label: msg`Least Available` },
];

const filters: { value: AssetFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'available', label: msg`Available Now` },
  { value: 'limited', label: msg`Limited Stock` },
  { value: 'out-of-stock', label: msg`Out of Stock` },
];

const readSort = (raw: string | undefined) => listAssetsQuery.shape.sort.parse(raw);
const readFilter = (raw: string | undefined) => listAssetsQuery.shape.filter.parse(raw);

/** /user/assets (spec 2 §2): the catalogue, searched, sorted and filtered, 8 cards a page. */
export function AssetCataloguePage() {
  const paging = usePagedSearch(listAssets);
  const [sort, setSort] = useQueryChoice('sort', readSort, 'newest');
  const [filter, setFilter] = useQueryChoice('filter', readFilter, 'all');
  const [, setParams] = useSearchParams();
  const { page, limit, search } = paging;
  const list = useListAssets({ page, limit, search, sort, filter });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const [requesting, setRequesting] = useState<Asset | null>(null);
  const { t, i18n } = useLingui();

  const narrowed = search !== '' || filter !== 'all';
  const error = list.isError ? readFailure(list.error).message : undefined;
  const total = data?.total ?? 0;

  return (
    <div className="space-y-6">
      <PageTitle>{t`Assets`}</PageTitle>
      <PageHeader title={<Trans>Assets</Trans>} description={<Trans>Wheelchairs, air beds and walking sticks you can borrow.</Trans>} />

      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div className="space-y-1.5">
          <Label htmlFor="asset-sort">
            <Trans>Sort by</Trans>
          </Label>
          <Select id="asset-sort" value={sort} onChange={(event) => setSort(readSort(event.target.value))}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="asset-filter">
            <Trans>Availability</Trans>
          </Label>
          <Select id="asset-filter" value={filter} onChange={(event) => setFilter(readFilter(event.target.value))}>
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <PagedList
        paging={paging}
        search={{ id: 'asset-search', label: t`Search assets`, placeholder: t`Type a name, e.g. wheelchair` }}
        label={t`Assets`}
        error={error}
        stale={list.isPlaceholderData}
        total={data ? t`Total Assets: ${total}` : undefined}
        totalPages={data?.totalPages}
      >
        {list.isPending ? (
          <LoadingPlaceholder as="ul" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: limit }, (_, index) => (
              <li key={index}>
                <AssetCardSkeleton />
              </li>
            ))}
          </LoadingPlaceholder>
        ) : data && data.assets.length === 0 ? (
          <EmptyState
            variant="prompt"
            icon={PackageSearch}
            title={t`No assets found`}
            action={
              narrowed ? (
                <Button
                  variant="secondary"
                  className="mt-4"
                  onClick={() => {
                    paging.onType('');
                    setParams((current) => {
                      const next = new URLSearchParams(current);
                      for (const key of ['search', 'filter', 'page']) next.delete(key);
                      return next;
                    });
                    // The button goes with the empty state; the search box is where the person carries on.
                    document.getElementById('asset-search')?.focus();
                  }}
                >
                  <Trans>Clear search and filter</Trans>
                </Button>
              ) : null
            }
          >
            {narrowed ? t`Nothing matches this search or filter. Try another one.` : t`There is no equipment in the catalogue yet.`}
          </EmptyState>
        ) : (
          <ul aria-label={t`Assets`} aria-busy={list.isPlaceholderData} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data?.assets.map((asset) => (
              <li key={asset._id}>
                <AssetCard asset={asset} onRequest={setRequesting} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <RequestAssetDialog asset={requesting} onClose={() => setRequesting(null)} />
    </div>
  );
}
