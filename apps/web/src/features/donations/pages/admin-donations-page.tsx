import { useQueryClient } from '@tanstack/react-query';
import { FileDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { listDonations } from '@sahaya/contract/donations/endpoints';
import { adminDonationsQuery, type Campaign } from '@sahaya/contract/donations/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useQueryChoice } from '../../../lib/use-query-choice.ts';
import { exportDonationsCsv } from '../api/downloads.ts';
import { donationKeys } from '../api/keys.ts';
import { useListDonations } from '../api/list-donations.ts';
import { DonationsTable } from '../components/donations-table.tsx';
import { campaignOptions } from '../utils/campaigns.ts';
import { logFailure } from '../../../lib/log-failure.ts';

type CampaignChoice = Campaign | 'all';
const readCampaign = (raw: string | undefined): CampaignChoice => adminDonationsQuery.shape.campaign.parse(raw) ?? 'all';

/** /admin/donations, Donation Management (spec 3 §2): search, campaign, the table, Export and Refresh. */
export function AdminDonationsPage() {
  const paging = usePagedSearch(listDonations);
  const [campaign, setCampaign] = useQueryChoice('campaign', readCampaign, 'all');
  const { page, limit, search } = paging;
  const filter = campaign === 'all' ? undefined : campaign;
  const list = useListDonations({ page, limit, search, campaign: filter });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const first = data && data.totalItems > 0 ? (page - 1) * limit + 1 : 0;
  const last = data ? Math.min(page * limit, data.totalItems) : 0;
  const error = list.isError ? readFailure(list.error, 'Could not load donations').message : undefined;

  return (
    <div className="space-y-6">
      <PageTitle>Donation Management</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-ink">Donation Management</h1>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            pending={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportDonationsCsv({ search, campaign: filter });
              } catch (failure) {
                logFailure('Donation', 'export', failure);
              } finally {
                setExporting(false);
              }
            }}
          >
            <FileDown aria-hidden />
            Export
          </Button>
          <Button
            variant="secondary"
            pending={list.isFetching && !list.isPending}
            onClick={() => void queryClient.invalidateQueries({ queryKey: donationKeys.adminLists() })}
          >
            <RefreshCw aria-hidden />
            Refresh
          </Button>
        </div>
      </div>

      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="donation-campaign">Campaign</Label>
        <Select id="donation-campaign" value={campaign} onChange={(event) => setCampaign(readCampaign(event.target.value))}>
          <option value="all">All</option>
          {campaignOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>

      <PagedList
        paging={paging}
        search={{ id: 'donation-search', label: 'Search donations', placeholder: 'Payment ID or message' }}
        label="Donations"
        error={error}
        stale={list.isPlaceholderData}
        total={data ? `Showing ${first} to ${last} of ${data.totalItems} donations` : undefined}
        totalPages={data?.totalPages}
      >
        <DonationsTable donations={data?.donations} loading={list.isPending} rows={limit} />
      </PagedList>
    </div>
  );
}
