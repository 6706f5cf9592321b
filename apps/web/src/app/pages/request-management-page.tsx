import { Trans, useLingui } from '@lingui/react/macro';
import { HandHelping, Package } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AssetRequestsTab, useAssetRequestsList } from '../../features/assets/components/asset-requests-tab.tsx';
import { AssistanceRequestsTab, useAssistanceRequestsList } from '../../features/assistance-requests/components/assistance-requests-tab.tsx';
import { UserDetailsDialog } from '../../features/people/components/user-details-dialog.tsx';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';

type Tab = 'assets' | 'assistance';

/**
 * /admin/requestManagement (spec 3 "Request management"): the tab in the address (`tab`, assets by
 * default). Each tab has its own list, from the assets and the assistance features, and the header
 * counts the open tab's requests; a requester's name opens the people feature's User Details.
 */
export function RequestManagementPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'assistance' ? 'assistance' : 'assets';
  const assets = useAssetRequestsList(tab === 'assets');
  const assistance = useAssistanceRequestsList(tab === 'assistance');
  const total = (tab === 'assets' ? assets : assistance).list.data?.total;
  const { t } = useLingui();
  const f = useFormat();
  const totalShown = total === undefined ? '…' : f.count(total);

  // Each tab has its own search, filters and pages, so switching starts the other one afresh.
  const switchTo = (next: string) => setParams(new URLSearchParams({ tab: next }));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageTitle>{t`Request Management`}</PageTitle>
      <PageHeader
        eyebrow={<Trans>Request Management</Trans>}
        title={<Trans>Requests</Trans>}
        actions={
          <p className="rounded-xl bg-primary-50 px-4 py-2 text-ink">
            <Trans>
              Total Requests: <span className="font-bold">{totalShown}</span>
            </Trans>
          </p>
        }
      />

      <Tabs value={tab} onValueChange={switchTo}>
        <TabsList aria-label={t`Kinds of requests`} className="w-fit">
          <TabsTrigger value="assets">
            <Package aria-hidden />
            <Trans>Asset Requests</Trans>
          </TabsTrigger>
          <TabsTrigger value="assistance">
            <HandHelping aria-hidden />
            <Trans>Assistance Requests</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="assets">
          <AssetRequestsTab {...assets} userDetails={(props) => <UserDetailsDialog {...props} />} />
        </TabsContent>
        <TabsContent value="assistance">
          <AssistanceRequestsTab {...assistance} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
