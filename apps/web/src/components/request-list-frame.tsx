import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PagedSearch } from '../lib/hooks/use-paged-search.ts';
import { RequestFilters, type RequestFiltersProps } from './request-filters.tsx';
import { ErrorAlert } from './ui/error-alert.tsx';
import type { PageCursors } from '@sahaya/contract/common';
import { Pagination } from './ui/pagination.tsx';
import { Skeleton } from './ui/skeleton.tsx';

interface RequestListFrameProps<P extends string> {
  paging: PagedSearch;
  /** The filters above the list, beside its search box. */
  filters: Omit<RequestFiltersProps<P>, 'paging'>;
  /** Why the list could not be read, in place of the list; undefined while it can. */
  error: string | undefined;
  /** The page shown, once it has come, with the cursors of its ends. */
  data: ({ page: number; total: number; totalPages: number } & PageCursors) | undefined;
  /** Names the pages' navigation: "Asset requests". */
  label: string;
  /** The cards, or their placeholders or the empty state. */
  children: ReactNode;
}

/** "Showing 5 to 8 of 11 requests" (spec 2 §2, spec 3 §4): where a page of a list of requests sits in the whole. */
export function requestRangeText(i18n: I18n, page: number, limit: number, total: number): string {
  const first = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  // English says the range either way, as the spec words it; other languages word a page of one
  // request on its own ("अनुरोध 3 (कुल 3)"), where "from 3 to 3" reads as a literal translation.
  if (first === last) return i18n._(msg({ message: `Showing ${first} to ${last} of ${total} requests`, context: 'a page of one request' }));
  return i18n._(msg`Showing ${first} to ${last} of ${total} requests`);
}

/**
 * A tab of the admin's Request Management: its search and filters, the range line ("Showing 1-4 of 9"), the
 * cards and the pages. The assets and the assistance features each fill one.
 */
export function RequestListFrame<P extends string>({ paging, filters, error, data, label, children }: RequestListFrameProps<P>) {
  const { i18n } = useLingui();
  return (
    <>
      <RequestFilters paging={paging} {...filters} />
      {error !== undefined ? (
        <ErrorAlert>{error}</ErrorAlert>
      ) : (
        <>
          {data ? (
            <p className="font-semibold text-ink" aria-live="polite">
              {requestRangeText(i18n, data.page, paging.limit, data.total)}
            </p>
          ) : (
            <Skeleton className="h-6 w-56" />
          )}
          {children}
        </>
      )}
      {data ? <Pagination
          page={paging.page}
          totalPages={data.totalPages}
          onPageChange={paging.goTo}
          // While the page asked for loads, the cursors shown are another page's: pages go by number.
          cursors={data.page === paging.page ? data : undefined}
          label={label}
        /> : null}
    </>
  );
}
