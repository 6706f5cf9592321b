import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, HandCoins, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { listDonations } from '@sahaya/contract/donations/endpoints';
import { adminDonationsQuery, type Campaign } from '@sahaya/contract/donations/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useQueryChoice } from '../../../lib/hooks/use-query-choice.ts';
import { exportDonationsCsv } from '../api/downloads.ts';
import { donationKeys } from '../api/keys.ts';
import { useListDonations } from '../api/list-donations.ts';
import { DonationsTable } from '../components/donations-table.tsx';
import { Form10bdDownload } from '../components/form-10bd-download.tsx';
import { OfflineDonationDialog } from '../components/offline-donation-dialog.tsx';
import { ReceiptsWithoutPan } from '../components/receipts-without-pan.tsx';
import { campaignOptions } from '../utils/campaigns.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

type CampaignChoice = Campaign | 'all';
const readCampaign = (raw: string | undefined): CampaignChoice => adminDonationsQuery.shape.campaign.parse(raw) ?? 'all';

/**
 * /admin/donations, Donation Management (spec 3 §2): search, campaign, the table, Export and
 * Refresh; a gift received offline recorded, Form 10BD of a financial year, and at the end this
 * year's receipts that still lack the donor's PAN (issue 25).
 */
export function AdminDonationsPage() {
  const paging = usePagedSearch(listDonations);
  const [campaign, setCampaign] = useQueryChoice('campaign', readCampaign, 'all');
  const { page, cursor, limit, search } = paging;
  const filter = campaign === 'all' ? undefined : campaign;
  const list = useListDonations({ page, cursor, limit, search, campaign: filter });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [recording, setRecording] = useState(false);
  const { i18n, t } = useLingui();
  const f = useFormat();

  const first = data && data.totalItems > 0 ? (page - 1) * limit + 1 : 0;
  const last = data ? Math.min(page * limit, data.totalItems) : 0;
  const error = list.isError ? readFailure(list.error, t`Could not load donations`).message : undefined;
  const firstShown = f.count(first);
  const lastShown = f.count(last);
  const totalShown = f.count(data?.totalItems ?? 0);
  // A page of one gift is worded on its own in languages where "from 3 to 3" reads oddly (as for requests).
  const rangeText =
    first === last
      ? t({ message: `Showing ${firstShown} to ${lastShown} of ${totalShown} donations`, context: 'a page of one donation' })
      : t`Showing ${firstShown} to ${lastShown} of ${totalShown} donations`;

  return (
    <div className="space-y-6">
      <PageTitle>{t`Donation Management`}</PageTitle>
      <PageHeader
        title={<Trans>Donation Management</Trans>}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setRecording(true)}>
              <HandCoins aria-hidden />
              <Trans>Record offline gift</Trans>
            </Button>
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
              <Trans>Export</Trans>
            </Button>
            <Button
              variant="secondary"
              pending={list.isFetching && !list.isPending}
              onClick={() => void queryClient.invalidateQueries({ queryKey: donationKeys.adminLists() })}
            >
              <RefreshCw aria-hidden />
              <Trans>Refresh</Trans>
            </Button>
          </div>
        }
      />

      <Form10bdDownload />

      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="donation-campaign">
          <Trans>Campaign</Trans>
        </Label>
        <Select id="donation-campaign" value={campaign} onChange={(event) => setCampaign(readCampaign(event.target.value))}>
          <option value="all">{t`All`}</option>
          {campaignOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </Select>
      </div>

      <PagedList
        paging={paging}
        search={{ id: 'donation-search', label: t`Search donations`, placeholder: t`Payment ID or message` }}
        label={t`Donations`}
        error={error}
        stale={list.isPlaceholderData}
        total={data ? rangeText : undefined}
        totalPages={data?.totalPages}
        cursors={data}
      >
        <DonationsTable donations={data?.donations} loading={list.isPending} rows={limit} />
      </PagedList>

      <ReceiptsWithoutPan />
      <OfflineDonationDialog open={recording} onOpenChange={setRecording} />
    </div>
  );
}
