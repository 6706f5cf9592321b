import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { listAssetRequests } from '@sahaya/contract/assets/endpoints';
import { adminAssetRequestsQuery, type AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { assetRequestPriorities } from '@sahaya/contract/constants';
import { formatRange } from '@sahaya/contract/format';
import { RequestFilters } from '../../../components/request-filters.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useRequestFilters } from '../../../lib/use-request-filters.ts';
import type { AssetRequestsPage } from '../api/list-asset-requests.ts';
import { useListAssetRequests } from '../api/list-asset-requests.ts';
import { priorityLabel } from '../utils/request-words.ts';
import { AdminAssetRequestCard } from './admin-asset-request-card.tsx';
import { DecisionDialog, type Decision } from './decision-dialog.tsx';

/** The list's answer for the page, shared with the page's header (Total Requests); fetched only while its tab is open. */
export function useAssetRequestsList(enabled = true) {
  const paging = usePagedSearch(listAssetRequests);
  const { filters, setFilter } = useRequestFilters(adminAssetRequestsQuery);
  const list = useListAssetRequests({ page: paging.page, limit: paging.limit, search: paging.search, ...filters }, enabled);
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
  if (!data) {
    return (
      <div aria-busy className="space-y-4">
        <span className="sr-only">Loading requests</span>
        {Array.from({ length: rowsWhileLoading }, (_, index) => (
          <div key={index} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
            <Skeleton className="size-20 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-56" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (data.assetRequests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-10 text-center">
        <Inbox className="size-10 text-muted" aria-hidden />
        <h2 className="text-xl font-bold text-ink">No Requests Found</h2>
        <p className="text-muted">
          {filtered ? 'No requests match your search criteria' : 'There are no asset requests at the moment'}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Asset requests" aria-busy={loading} className={loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
      {data.assetRequests.map((request) => (
        <li key={request._id}>
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

  return (
    <div className="space-y-5">
      <RequestFilters
        paging={paging}
        filters={filters}
        onFilter={setFilter}
        idPrefix="asset-request"
        searchPlaceholder="Asset or requester name"
        priorities={assetRequestPriorities}
        priorityText={priorityLabel}
      />
      {list.isError ? (
        <ErrorAlert>{list.error.message}</ErrorAlert>
      ) : (
        <>
          {data ? (
            <p className="font-semibold text-ink" aria-live="polite">
              {formatRange(data.page, paging.limit, data.total)}
            </p>
          ) : (
            <Skeleton className="h-6 w-56" />
          )}
          <Cards
            data={data}
            loading={list.isPlaceholderData}
            rowsWhileLoading={paging.limit}
            filtered={filtered}
            onShowUser={setUser}
            onDecide={(request, next) => setDecision({ request, decision: next })}
          />
        </>
      )}
      {data ? <Pagination page={paging.page} totalPages={data.totalPages} onPageChange={paging.goTo} label="Asset requests" /> : null}
      {userDetails({ user, onClose: () => setUser(null) })}
      <DecisionDialog target={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
