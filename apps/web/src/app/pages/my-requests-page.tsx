import { Trans, useLingui } from '@lingui/react/macro';
import { HandHelping, Package, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { MyAssetRequests } from '../../features/assets/components/my-asset-requests.tsx';
import { MyAssistanceRequests } from '../../features/assistance-requests/components/my-assistance-requests.tsx';
import { paths } from '../../lib/paths.ts';

const tabs = ['assets', 'assistance'] as const;
type Tab = (typeof tabs)[number];

/**
 * /user/requests?tab=assets|assistance (spec 2 §2): My Requests, one tab for equipment (the assets
 * feature's list) and one for assistance (the assistance feature's), with the buttons to ask for
 * more. The tab is kept in the address; changing it starts the other list from its first page,
 * unfiltered.
 */
export function MyRequestsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.some((name) => name === requested) ? (requested as Tab) : 'assets';

  const onTabChange = (next: string) => setParams(new URLSearchParams({ tab: next }), { replace: true });

  return (
    <div className="space-y-6">
      <PageTitle>{t`My Requests`}</PageTitle>
      <PageHeader
        title={<Trans>My Requests</Trans>}
        description={<Trans>Follow the equipment you asked to borrow and the help you asked for.</Trans>}
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button asChild>
              <Link to={paths.user.assets}>
                <Plus aria-hidden />
                <Trans>Request New Asset</Trans>
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.user.newAssistanceRequest}>
                <HandHelping aria-hidden />
                <Trans>Request Assistance</Trans>
              </Link>
            </Button>
          </div>
        }
      />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t`Kinds of request`}>
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
          <MyAssetRequests />
        </TabsContent>
        <TabsContent value="assistance">
          <MyAssistanceRequests />
        </TabsContent>
      </Tabs>
    </div>
  );
}
