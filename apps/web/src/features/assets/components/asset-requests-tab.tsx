import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { listAssetRequests } from '@sahaya/contract/assets/endpoints';
import { adminAssetRequestsQuery, type AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { assetRequestPriorities } from '@sahaya/contract/constants';
import { RequestListFrame } from '../../../components/request-list-frame.tsx';
import { EmptyState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useRequestFilters } from '../../../lib/hooks/use-request-filters.ts';
import type { AssetRequestsPage } from '../api/list-asset-requests.ts';
import { useListAssetRequests } from '../api/list-asset-requests.ts';
import { priorityLabels } from '../utils/request-words.ts';
import { AdminAssetRequestCard } from './admin-asset-request-card.tsx';
import { DecisionDialog, type Decision } from './decision-dialog.tsx';
import { DepositsCsvButton } from './deposits-csv-button.tsx';
import { OverdueCsvButton } from './overdue-csv-button.tsx';

/** The list's answer for the page, shared with the page's header (Total Requests); fetched only while its tab is open. */
export function useAssetRequestsList(enabled = true) {
  const paging = usePagedSearch(listAssetRequests);
  const { filters, setFilter } = useRequestFilters(adminAssetRequestsQuery);
  const list = useListAssetRequests({ page: paging.page, cursor: paging.cursor, limit: paging.limit, search: paging.search, ...filters }, enabled);
  useKeepPageInRange(paging, list.data?.totalPages, list.data !== undefined && !list.isPlaceholderData);
  return { paging, filters, setFilter, list };
}

type AssetRequestsList = ReturnType<typeof useAssetRequestsList>;

function Cards({ data, loading, rowsWhileLoading, filtered, onShowUser, onDecide }: {
  data: AssetRequestsPage | undefined;
  loading: boolean;
  rowsWhileLoading: number;
  filtered: boolean;
  onShowUser: (user: AdminAssetRequest['user']) => void;
  onDecide: (request: AdminAssetRequest, decision: Decision) => void;
}) {
  const { t } = useLingui();
  if (!data) {
    return (
      <LoadingCards label={t`Loading requests`} count={rowsWhileLoading} className="space-y-4" cardClassName="flex gap-4 p-5">
        <Skeleton className="size-20 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-56" />
        </div>
      </LoadingCards>
    );
  }
  if (data.assetRequests.length === 0) {
    return (
      <EmptyState icon={Inbox} title={t`No Requests Found`}>
        {filtered ? t`No requests match your search criteria` : t`There are no asset requests at the moment`}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t`Asset requests`} aria-busy={loading} className={loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
      {data.assetRequests.map((request) => (
        <li key={request._id} {...{ [FOCUS_KEY]: request._id }}>
          <AdminAssetRequestCard request={request} onShowUser={onShowUser} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}

/** Who asked, as the people feature shows them; the route puts that dialog in place. */
export type UserDetailsSlot = (props: { user: AdminAssetRequest['user'] | null; onClose: () => void }) => ReactNode;

/**
 * The Asset Requests tab of Request Management: filters, the range line, 4 cards a page and the
 * pages. A requester's name opens `userDetails`.
 */
export function AssetRequestsTab({ paging, filters, setFilter, list, userDetails }: AssetRequestsList & { userDetails: UserDetailsSlot }) {
  const [user, setUser] = useState<AdminAssetRequest['user'] | null>(null);
  const [decision, setDecision] = useState<{ request: AdminAssetRequest; decision: Decision } | null>(null);
  const data = list.data;
  const filtered = Boolean(paging.search || filters.status || filters.priority);
  const focusAfter = useFocusAfterAction(data?.assetRequests.map((request) => request._id));
  const { t, i18n } = useLingui();

  return (
    <div ref={focusAfter.ref} className="space-y-5">
      <RequestListFrame
        paging={paging}
        filters={{
          values: filters,
          onFilter: setFilter,
          idPrefix: 'asset-request',
          searchPlaceholder: t`Asset or requester name`,
          priorities: assetRequestPriorities,
          priorityText: (priority) => i18n._(priorityLabels[priority]),
          extraStatuses: [{ value: 'overdue', label: t`Overdue` }],
        }}
        error={list.isError ? readFailure(list.error).message : undefined}
        data={data}
        label={t`Asset requests`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          {filters.status === 'overdue' ? (
            <p className="text-muted">
              <Trans>Loans past their return day, the longest overdue first.</Trans>
            </p>
          ) : null}
          <div className="ms-auto flex flex-wrap gap-2">
            {filters.status === 'overdue' ? <OverdueCsvButton /> : null}
            <DepositsCsvButton />
          </div>
        </div>
        <Cards
          data={data}
          loading={list.isPlaceholderData}
          rowsWhileLoading={paging.limit}
          filtered={filtered}
          onShowUser={setUser}
          onDecide={(request, next) => setDecision({ request, decision: next })}
        />
      </RequestListFrame>
      {userDetails({ user, onClose: () => setUser(null) })}
      <DecisionDialog target={decision} onClose={() => setDecision(null)} onDecided={(request) => focusAfter.settle(request._id)} />
    </div>
  );
}
