import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, ClipboardList, LayoutGrid, Table2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { processingRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { VolunteerAssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { requestRangeText } from '../../../components/request-list-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useCookieBoolean } from '../../../lib/session/use-cookie-state.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useProcessingRequests } from '../api/list-processing-requests.ts';
import { KindFilter } from '../components/kind-filter.tsx';
import { ProcessingRequestsList, type ListView } from '../components/processing-requests-list.tsx';
import { useKindFilter } from '../hooks/use-kind-filter.ts';
import { useStatusChange } from '../hooks/use-status-change.ts';
import { assistanceKindText, processingTabs, readProcessingTab, type ProcessingTab } from '../utils/request-words.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The card/table choice is kept for a year: it is a habit, not a passing filter. */
const VIEW_COOKIE = 'sahaya.volunteerRequestsTable';
const VIEW_COOKIE_DAYS = 365;

const emptyTexts: Record<ProcessingTab, MessageDescriptor> = {
  processing: msg`You have no requests in progress. Accept one from the Request List.`,
  completed: msg`You have not completed any requests yet.`,
};

function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Show requests as`} className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
      <Button variant={view === 'cards' ? 'primary' : 'ghost'} size="sm" aria-pressed={view === 'cards'} onClick={() => onChange('cards')}>
        <LayoutGrid aria-hidden />
        <Trans>Cards</Trans>
      </Button>
      <Button variant={view === 'table' ? 'primary' : 'ghost'} size="sm" aria-pressed={view === 'table'} onClick={() => onChange('table')}>
        <Table2 aria-hidden />
        <Trans>Table</Trans>
      </Button>
    </div>
  );
}

/** Mark as completed, asked to confirm first, naming the request and its requester. */
function CompleteDialog({ request, pending, onClose, onConfirm }: {
  request: VolunteerAssistanceRequest | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  // The dialog keeps its words while it closes, after `request` has gone.
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const kind = shown ? assistanceKindText(i18n, shown) : '';
  const requester = shown?.user.name ?? '';
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Mark as completed?`}
      description={
        <>
          {shown ? (
            <strong className="text-ink">
              <Trans>
                {kind} for {requester}.
              </Trans>{' '}
            </strong>
          ) : null}
          <Trans>Confirm that the help has been given. The requester is told, and the request moves to Completed.</Trans>
        </>
      }
      confirmLabel={t`Mark as completed`}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/**
 * One tab's list: its search, the type filter, the requests and the pages, with Mark as completed
 * on the Processing tab. A completed request leaves the list, and focus goes on from where it was.
 */
function TabList({ tab, view }: { tab: ProcessingTab; view: ListView }) {
  const { t, i18n } = useLingui();
  const paging = usePagedSearch(processingRequests);
  const [kind, setKind] = useKindFilter();
  const list = useProcessingRequests({ page: paging.page, limit: paging.limit, search: paging.search, type: kind, status: processingTabs[tab] });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const failure = list.isError ? readFailure(list.error, contractText(m.listFailed)).message : undefined;
  const { change, pendingFor } = useStatusChange();
  const [completing, setCompleting] = useState<VolunteerAssistanceRequest | null>(null);
  const focusAfter = useFocusAfterAction(data?.requests.map((request) => request._id));

  const complete = async () => {
    if (!completing) return;
    if (await change(completing._id, 'complete')) focusAfter.settle(completing._id);
    setCompleting(null);
  };

  return (
    <div ref={focusAfter.ref} className="space-y-5">
      <KindFilter id={`${tab}-type`} value={kind} onChange={setKind} />
      <PagedList
        paging={paging}
        search={{ id: `${tab}-search`, label: t`Search requests`, placeholder: t`Search by description` }}
        label={tab === 'processing' ? t`Processing requests` : t`Completed requests`}
        error={failure}
        stale={list.isPlaceholderData}
        total={data ? requestRangeText(i18n, data.page, paging.limit, data.total) : undefined}
        totalPages={data?.totalPages}
      >
        <ProcessingRequestsList
          view={view}
          requests={data?.requests}
          loading={list.isPlaceholderData}
          rowsWhileLoading={paging.limit}
          emptyText={i18n._(emptyTexts[tab])}
          onComplete={tab === 'processing' ? setCompleting : undefined}
          busyId={pendingFor?.action === 'complete' ? pendingFor.id : undefined}
        />
      </PagedList>
      {tab === 'processing' ? (
        <CompleteDialog
          request={completing}
          pending={pendingFor?.action === 'complete'}
          onClose={() => setCompleting(null)}
          onConfirm={() => void complete()}
        />
      ) : null}
    </div>
  );
}

/**
 * /volunteer/requests?tab=processing|completed (spec 2 §2): the requests the volunteer has taken
 * on and those done, four a page, as cards or a table, with Mark as completed on the first tab.
 * Changing tab starts the other list from its first page, unfiltered.
 */
export function ProcessingRequestsPage() {
  const { t } = useLingui();
  const title = t`Processing Requests`;
  const [params, setParams] = useSearchParams();
  const tab = readProcessingTab(params.get('tab'));
  const [asTable, setAsTable] = useCookieBoolean(VIEW_COOKIE, false, VIEW_COOKIE_DAYS);
  const view: ListView = asTable ? 'table' : 'cards';

  const onTabChange = (next: string) =>
    setParams(next === 'processing' ? new URLSearchParams() : new URLSearchParams({ tab: next }), { replace: true });

  const list = <TabList tab={tab} view={view} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{title}</PageTitle>
      <PageHeader
        eyebrow={<Trans>My Tasks</Trans>}
        title={title}
        description={<Trans>The requests you have taken on, and those you have completed.</Trans>}
        actions={<ViewToggle view={view} onChange={(next) => setAsTable(next === 'table')} />}
      />

      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t`Requests by progress`}>
          <TabsTrigger value="processing">
            <ClipboardList aria-hidden />
            <Trans>Processing</Trans>
          </TabsTrigger>
          <TabsTrigger value="completed">
            <CheckCircle2 aria-hidden />
            <Trans>Completed</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="processing">{tab === 'processing' ? list : null}</TabsContent>
        <TabsContent value="completed">{tab === 'completed' ? list : null}</TabsContent>
      </Tabs>
    </div>
  );
}
