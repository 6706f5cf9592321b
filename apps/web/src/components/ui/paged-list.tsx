import type { ReactNode } from 'react';
import type { PagedSearch } from '../../lib/hooks/use-paged-search.ts';
import type { PageCursors } from '@sahaya/contract/common';
import { Pagination } from './pagination.tsx';
import { SearchField } from './search-field.tsx';
import { Skeleton } from './skeleton.tsx';
import { ErrorAlert } from './error-alert.tsx';

interface PagedListProps {
  paging: PagedSearch;
  /** The search box: its id, its visible label and its hint. */
  search: { id: string; label: string; placeholder: string };
  /** What the list holds, for the pages' landmark: "Users List". */
  label: string;
  /** The failure to show in place of the rows, when the list could not be read. */
  error?: string;
  /** True while the page shown is the one being left: it is dimmed until the next arrives. */
  stale: boolean;
  /** The total line once known, e.g. "Total Users: 12". */
  total?: string;
  totalPages?: number;
  /**
   * The cursors of the page shown, for a long list read by keyset. While the next page loads they
   * are the last page's, so the pages are then read by their numbers.
   */
  cursors?: PageCursors;
  /**
   * The rows: a table, which draws its own loading rows and empty message, so that its header stays
   * in place and "nobody matches" is read as part of the table.
   */
  children: ReactNode;
}

/**
 * The shell of every paged, searchable list: the search box, the rows (dimmed while the next page
 * loads, so the table does not jump) or the failure to read them, the total (announced when it
 * changes) and the pages.
 */
export function PagedList({ paging, search, label, error, stale, total, totalPages, cursors, children }: PagedListProps) {
  return (
    <>
      <SearchField {...search} value={paging.typed} onChange={paging.onType} className="max-w-md" />

      {error ? (
        <ErrorAlert>
          {error}
        </ErrorAlert>
      ) : (
        <div className={stale ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
      )}

      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        {total !== undefined ? (
          <p className="font-semibold text-ink" aria-live="polite">
            {total}
          </p>
        ) : error ? null : (
          <Skeleton className="h-6 w-36" />
        )}
        {totalPages !== undefined ? (
          <Pagination page={paging.page} totalPages={totalPages} onPageChange={paging.goTo} cursors={stale ? undefined : cursors} label={label} />
        ) : null}
      </div>
    </>
  );
}
