import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { listAssets } from '@sahaya/contract/assets/endpoints';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useListAssets } from '../api/list-assets.ts';
import { AssetGrid } from '../components/asset-grid.tsx';
import { PrintLabelsButton } from '../components/print-labels-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /admin/assetManagement (spec 3 "Asset management"): the searchable grid, 8 a page, the page in the address. */
export function AssetManagementPage() {
  const paging = usePagedSearch(listAssets);
  const { page, limit, search } = paging;
  const list = useListAssets({ page, limit, search });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const { t } = useLingui();
  const total = data?.total ?? 0;
  const shown = list.isPlaceholderData ? [] : (data?.assets ?? []).map((asset) => asset._id);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{t`Asset Management`}</PageTitle>
      <PageHeader
        eyebrow={<Trans>Asset Management</Trans>}
        title={<Trans>Assets</Trans>}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* A label for each asset the page shows, to print and stick on the equipment. */}
            <PrintLabelsButton assetIds={shown}>
              <Trans>Print labels for this page</Trans>
            </PrintLabelsButton>
            <Button asChild>
              <Link to={paths.admin.addAsset}>
                <Plus aria-hidden />
                <Trans>Add Asset</Trans>
              </Link>
            </Button>
          </div>
        }
      />

      <PagedList
        paging={paging}
        search={{ id: 'asset-search', label: t`Search by name`, placeholder: t`Type an asset name` }}
        label={t`Assets`}
        error={list.isError ? readFailure(list.error).message : undefined}
        stale={list.isPlaceholderData}
        total={data ? t`Total Assets: ${total}` : undefined}
        totalPages={data?.totalPages}
      >
        <AssetGrid
          assets={data?.assets}
          page={data?.page ?? page}
          loading={list.isPending || list.isPlaceholderData}
          cardsWhileLoading={limit}
        />
      </PagedList>
    </div>
  );
}
