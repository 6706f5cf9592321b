import { Trans, useLingui } from '@lingui/react/macro';
import { HandHelping } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listAssistanceRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { adminAssistanceQuery } from '@sahaya/contract/assistance-requests/schemas';
import { assistancePriorities } from '@sahaya/contract/constants';
import { RequestListFrame } from '../../../components/request-list-frame.tsx';
import { EmptyState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useRequestFilters } from '../../../lib/hooks/use-request-filters.ts';
import { useListAssistanceRequests, type AssistanceRequestsPage } from '../api/list-assistance-requests.ts';
import { priorityWords } from '../utils/request-words.ts';
import { flagQuery, readFlags, withFlag, type RequestFlag } from '../utils/request-flags.ts';
import { AdminAssistanceRequestCard } from './admin-assistance-request-card.tsx';

/**
 * "Needs assignment only" and "Unanswered only", kept in the address beside the other filters; the
 * list is asked for what the address says. Changing one starts from the first page.
 */
function useFlagFilters() {
  const [params, setParams] = useSearchParams();
  const asked = readFlags(params);
  // The boxes turn at once; the address (and the list) follow as the navigation commits.
  const [shown, setShown] = useState(asked);
  const { needsAssignment, unanswered } = asked;
  useEffect(() => setShown({ needsAssignment, unanswered }), [needsAssignment, unanswered]);
  const setFlag = useCallback(
    (flag: RequestFlag, on: boolean) => {
      setShown((current) => ({ ...current, [flag]: on }));
      setParams((current) => withFlag(current, flag, on));
    },
    [setParams],
  );
  return { flags: shown, asked, setFlag };
}

/** The list's answer for the page, shared with the page's header (Total Requests); fetched only while its tab is open. */
export function useAssistanceRequestsList(enabled: boolean) {
  const paging = usePagedSearch(listAssistanceRequests);
  const { filters, setFilter } = useRequestFilters(adminAssistanceQuery);
  const { flags, asked, setFlag } = useFlagFilters();
  const list = useListAssistanceRequests(
    { page: paging.page, cursor: paging.cursor, limit: paging.limit, search: paging.search, ...filters, ...flagQuery(asked) },
    enabled,
  );
  useKeepPageInRange(paging, list.data?.totalPages, list.data !== undefined && !list.isPlaceholderData);
  return { paging, filters, setFilter, flags, setFlag, list };
}

type AssistanceRequestsList = ReturnType<typeof useAssistanceRequestsList>;

function Cards({ data, loading, rowsWhileLoading }: { data: AssistanceRequestsPage | undefined; loading: boolean; rowsWhileLoading: number }) {
  const { t } = useLingui();
  if (!data) {
    return (
      <LoadingCards label={t`Loading requests`} count={rowsWhileLoading} className="space-y-4" cardClassName="space-y-2 p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-5 w-full max-w-sm" />
        <Skeleton className="h-5 w-40" />
      </LoadingCards>
    );
  }
  if (data.assistanceRequests.length === 0) {
    return <EmptyState icon={HandHelping} title={t`No Assistance Requests Found`} />;
  }
  return (
    <ul aria-label={t`Assistance requests`} aria-busy={loading} className={loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
      {data.assistanceRequests.map((request) => (
        <li key={request._id}>
          <AdminAssistanceRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

interface FlagBoxProps {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The colour of the badge the requests it keeps carry. */
  tone: 'warning' | 'danger';
  children: ReactNode;
}

/** One yes/no filter: a box to tick, coloured as the badge of the requests it keeps. */
function FlagBox({ checked, onChange, tone, children }: FlagBoxProps) {
  return (
    <label
      className={cn(
        'flex w-fit cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 font-semibold',
        tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-950',
      )}
    >
      <input type="checkbox" className="size-6 shrink-0 accent-primary-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

/** The Assistance Requests tab of Request Management: filters, the range line, 4 cards a page and the pages. */
export function AssistanceRequestsTab({ paging, filters, setFilter, flags, setFlag, list }: AssistanceRequestsList) {
  const data = list.data;
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const needsAssignment = ct(assistanceMessages.needsAssignment);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-3">
        <FlagBox tone="warning" checked={flags.needsAssignment} onChange={(on) => setFlag('needsAssignment', on)}>
          <Trans>{needsAssignment} only</Trans>
        </FlagBox>
        <FlagBox tone="danger" checked={flags.unanswered} onChange={(on) => setFlag('unanswered', on)}>
          <Trans>Unanswered only</Trans>
        </FlagBox>
      </div>
      <RequestListFrame
        paging={paging}
        filters={{
          values: filters,
          onFilter: setFilter,
          idPrefix: 'assistance-request',
          searchPlaceholder: t`Description or requester name`,
          priorities: assistancePriorities,
          priorityText: (priority) => i18n._(priorityWords[priority]),
        }}
        error={list.isError ? readFailure(list.error, ct(assistanceMessages.listFailed)).message : undefined}
        data={data}
        label={t`Assistance requests`}
      >
        <Cards data={data} loading={list.isPlaceholderData} rowsWhileLoading={paging.limit} />
      </RequestListFrame>
    </div>
  );
}
