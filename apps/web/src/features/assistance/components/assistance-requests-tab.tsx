import { HandHelping } from 'lucide-react';
import { listAssistanceRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { adminAssistanceQuery } from '@sahaya/contract/assistance-requests/schemas';
import { assistancePriorities } from '@sahaya/contract/constants';
import { formatStatus } from '@sahaya/contract/format';
import { RequestListFrame } from '../../../components/request-list-frame.tsx';
import { EmptyState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/use-paged-search.ts';
import { useRequestFilters } from '../../../lib/use-request-filters.ts';
import { useListAssistanceRequests, type AssistanceRequestsPage } from '../api/list-assistance-requests.ts';
import { AdminAssistanceRequestCard } from './admin-assistance-request-card.tsx';

/** The list's answer for the page, shared with the page's header (Total Requests); fetched only while its tab is open. */
export function useAssistanceRequestsList(enabled: boolean) {
  const paging = usePagedSearch(listAssistanceRequests);
  const { filters, setFilter } = useRequestFilters(adminAssistanceQuery);
  const list = useListAssistanceRequests({ page: paging.page, limit: paging.limit, search: paging.search, ...filters }, enabled);
  useKeepPageInRange(paging, list.data?.totalPages, list.data !== undefined && !list.isPlaceholderData);
  return { paging, filters, setFilter, list };
}

type AssistanceRequestsList = ReturnType<typeof useAssistanceRequestsList>;

function Cards({ data, loading, rowsWhileLoading }: { data: AssistanceRequestsPage | undefined; loading: boolean; rowsWhileLoading: number }) {
  if (!data) {
    return (
      <LoadingCards label="Loading requests" count={rowsWhileLoading} className="space-y-4" cardClassName="space-y-2 p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-5 w-full max-w-sm" />
        <Skeleton className="h-5 w-40" />
      </LoadingCards>
    );
  }
  if (data.assistanceRequests.length === 0) {
    return <EmptyState icon={HandHelping} title="No Assistance Requests Found" />;
  }
  return (
    <ul aria-label="Assistance requests" aria-busy={loading} className={loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
      {data.assistanceRequests.map((request) => (
        <li key={request._id}>
          <AdminAssistanceRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/** The Assistance Requests tab of Request Management: filters, the range line, 4 cards a page and the pages. */
export function AssistanceRequestsTab({ paging, filters, setFilter, list }: AssistanceRequestsList) {
  const data = list.data;
  return (
    <div className="space-y-5">
      <RequestListFrame
        paging={paging}
        filters={{
          values: filters,
          onFilter: setFilter,
          idPrefix: 'assistance-request',
          searchPlaceholder: 'Description or requester name',
          priorities: assistancePriorities,
          priorityText: formatStatus,
        }}
        error={list.isError ? readFailure(list.error, assistanceMessages.listFailed).message : undefined}
        data={data}
        label="Assistance requests"
      >
        <Cards data={data} loading={list.isPlaceholderData} rowsWhileLoading={paging.limit} />
      </RequestListFrame>
    </div>
  );
}
