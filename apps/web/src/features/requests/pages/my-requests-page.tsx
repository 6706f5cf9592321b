import { Construction, HandHelping, Package, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../lib/paths.ts';

const tabs = ['assets', 'assistance'] as const;
type Tab = (typeof tabs)[number];

interface MyRequestsPageProps {
  /** The assets tab's list, from the lending feature; the router puts it in place. */
  assets: ReactNode;
  /** The assistance tab's list, once that feature is in place. */
  assistance?: ReactNode;
}

/** What the assistance tab says until its list is in place, in the words of the other pages still to come. */
function AssistanceComingSoon() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <Construction className="size-12 text-primary-700" aria-hidden />
      <h2 className="mt-3 text-xl font-bold text-ink">Assistance requests</h2>
      <p className="mt-2 text-ink">
        This part of Sahaya is on its way. Here you will follow your requests for a volunteer or an ambulance.
      </p>
      <p className="mt-2 text-muted">
        Need help before then? Call our helpline on{' '}
        <a href="tel:+911800123456" className="font-semibold text-primary-800 underline underline-offset-4">
          1800 123 456
        </a>
        , or <strong>112</strong> in an emergency.
      </p>
    </div>
  );
}

/**
 * /user/requests?tab=assets|assistance (spec 2 §2): My Requests, one tab for equipment and one
 * for assistance, with the buttons to ask for more. The tab is kept in the address; changing it
 * starts the other list from its first page, unfiltered.
 */
export function MyRequestsPage({ assets, assistance }: MyRequestsPageProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.some((t) => t === requested) ? (requested as Tab) : 'assets';

  const onTabChange = (next: string) => setParams(new URLSearchParams({ tab: next }), { replace: true });

  return (
    <div className="space-y-6">
      <PageTitle>My Requests</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-ink">My Requests</h1>
          <p className="mt-1 text-lg text-muted">Follow the equipment you asked to borrow and the help you asked for.</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link to={paths.user.assets}>
              <Plus aria-hidden />
              Request New Asset
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.user.newAssistanceRequest}>
              <HandHelping aria-hidden />
              Request Assistance
            </Link>
          </Button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label="Kinds of request">
          <TabsTrigger value="assets">
            <Package aria-hidden />
            Asset Requests
          </TabsTrigger>
          <TabsTrigger value="assistance">
            <HandHelping aria-hidden />
            Assistance Requests
          </TabsTrigger>
        </TabsList>
        <TabsContent value="assets">{assets}</TabsContent>
        <TabsContent value="assistance">{assistance ?? <AssistanceComingSoon />}</TabsContent>
      </Tabs>
    </div>
  );
}
