import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { requestStatuses } from '@sahaya/contract/constants';
import { readFailure } from '../lib/api/api-error.ts';
import { statusWord } from '../lib/status-words.ts';
import { useQueryChoice } from '../lib/hooks/use-query-choice.ts';
import { FOCUS_KEY, useFocusAfterAction } from '../lib/focus/use-focus-after-action.ts';
import { useKeepPageInRange, usePagedSearch, type PagedEndpoint } from '../lib/hooks/use-paged-search.ts';
import { requestRangeText } from './request-list-frame.tsx';
import { Button } from './ui/button.tsx';
import { Label } from './ui/label.tsx';
import { PagedList } from './ui/paged-list.tsx';
import { Select } from './ui/select.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { EmptyState, LoadingPlaceholder } from './ui/list-states.tsx';

type StatusChoice = 'all' | (typeof requestStatuses)[number];

const readStatus = (raw: string | undefined): StatusChoice => requestStatuses.find((status) => status === raw) ?? 'all';

export interface RequestPage<T> {
  /** The page these requests belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  requests: T[];
  totalPages: number;
  total: number;
}

export type RequestListQuery = { page: number; limit: number; search: string; status?: (typeof requestStatuses)[number] };

/**
 * A tab of My Requests (spec 2 §2): the person's requests of one kind, searched and filtered by
 * status (both kept in the address), a page at a time; an empty list says why and what to do next.
 */
export function MyRequestList<T extends { _id: string }>({
  endpoint,
  useRequests,
  name,
  label,
  search,
  failed,
  itemHeight,
  empty,
  children,
}: {
  endpoint: PagedEndpoint;
  /** The list's query hook (a module-level hook, so the order of hooks never changes). */
  useRequests: (query: RequestListQuery) => UseQueryResult<RequestPage<T>>;
  /** Names the search box and status filter: `{name}-request-search`. */
  name: string;
  label: string;
  search: { label: string; placeholder: string };
  failed: string;
  itemHeight: string;
  empty: { icon: LucideIcon; title: string; text: string; action: { to: string; label: string } };
  /** Draws a request; `settle` says an action on it succeeded, so focus goes on from its place (lib/focus/use-focus-after-action.ts). */
  children: (request: T, settle: () => void) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const paging = usePagedSearch(endpoint);
  const [status, setStatus] = useQueryChoice('status', readStatus, 'all');
  const [, setParams] = useSearchParams();
  const { page, limit } = paging;
  const list = useRequests({ page, limit, search: paging.search, status: status === 'all' ? undefined : status });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const focusAfter = useFocusAfterAction(data?.requests.map((request) => request._id));
  const narrowed = paging.search !== '' || status !== 'all';
  const error = list.isError ? readFailure(list.error, failed).message : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const searchId = `${name}-request-search`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const statusId = `${name}-request-status`;

  const clear = () => {
    paging.onType('');
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['search', 'status', 'page']) next.delete(key);
      return next;
    });
    // The button goes with the empty state; the search box is where the person carries on.
    document.getElementById(searchId)?.focus();
  };

  return (
    <div ref={focusAfter.ref} className="space-y-6">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor={statusId}>
          <Trans>Status</Trans>
        </Label>
        <Select id={statusId} value={status} onChange={(event) => setStatus(readStatus(event.target.value))}>
          <option value="all">{t`All`}</option>
          {requestStatuses.map((value) => (
            <option key={value} value={value}>
              {statusWord(i18n, value)}
            </option>
          ))}
        </Select>
      </div>
      <PagedList
        paging={paging}
        search={{ id: searchId, ...search }}
        label={label}
        error={error}
        stale={list.isPlaceholderData}
        total={data && data.total > 0 ? requestRangeText(i18n, data.page, limit, data.total) : data ? '' : undefined}
        totalPages={data?.totalPages}
      >
        {list.isPending ? (
          <LoadingPlaceholder as="ul" className="space-y-3">
            {Array.from({ length: limit }, (_, index) => (
              <li key={index}>
                <Skeleton className={`${itemHeight} w-full rounded-xl`} />
              </li>
            ))}
          </LoadingPlaceholder>
        ) : data && data.requests.length === 0 ? (
          narrowed ? (
            <EmptyState
              variant="prompt"
              icon={empty.icon}
              title={t`No requests match this search or status.`}
              action={
                <Button variant="secondary" className="mt-4" onClick={clear}>
                  <Trans>Clear search and status</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              variant="prompt"
              icon={empty.icon}
              title={empty.title}
              action={
                <Button asChild className="mt-4">
                  <Link to={empty.action.to}>{empty.action.label}</Link>
                </Button>
              }
            >
              {empty.text}
            </EmptyState>
          )
        ) : (
          <ul aria-label={label} aria-busy={list.isPlaceholderData} className="space-y-3">
            {data?.requests.map((request) => (
              <li key={request._id} {...{ [FOCUS_KEY]: request._id }}>
                {children(request, () => focusAfter.settle(request._id))}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
