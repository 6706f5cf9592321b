/**
 * The page and the search of a paged list, kept in the address so back and forward (and a shared
 * link) return to the same view. They are read with the list's query schema from the contract, as
 * the server reads them: a page that is not a whole number from 1 is page 1, the page size is the
 * list's own. Typing searches once the text has rested for the spec's 500 ms, from the first page;
 * the box follows the address when it changes under it.
 *
 * A long list's next or previous page is asked for by the cursor its neighbour gave (keyset
 * paging, `cursorQuery` of the contract): read from that row, it is as quick deep in the list as at
 * its top. The cursor sits in the address beside the page number, which the person still sees.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { PageQuery } from '@sahaya/contract/common';
import { SEARCH_DEBOUNCE_MS } from '@sahaya/contract/constants';

/** A list endpoint of the contract: its query holds the page, the page size and the search. */
export interface PagedEndpoint {
  query: z.ZodType<PageQuery>;
}

/** The address's page and search as the endpoint reads them; a search it would refuse is dropped. */
export function readPagedQuery(endpoint: PagedEndpoint, params: URLSearchParams): PageQuery {
  const page = params.get('page') ?? undefined;
  const read = endpoint.query.safeParse({ page, search: params.get('search') ?? undefined });
  return read.success ? read.data : endpoint.query.parse({ page });
}

export interface PagedSearch {
  /** The page asked for, from 1. */
  page: number;
  /** Where the page starts, when it was reached from its neighbour; the page's number otherwise says. */
  cursor: string | undefined;
  /** Rows per page: the list's default in the contract. */
  limit: number;
  /** The search in force (trimmed), '' for none. */
  search: string;
  /** What the search box shows, which runs ahead of `search` while the person types. */
  typed: string;
  onType(value: string): void;
  /** To a page by its number, or from its neighbour's row by the cursor the neighbour gave. */
  goTo(page: number, cursor?: string | null): void;
}

/** The address of a list started again from its first page, when its search, sort or a filter changes. */
export function fromFirstPage(params: URLSearchParams): void {
  params.delete('page');
  params.delete('cursor');
}

/** `debounceMs`: how long typing rests before it searches, the spec's 500 ms unless a list has its own (meetings: 300 ms). */
export function usePagedSearch(endpoint: PagedEndpoint, { debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number } = {}): PagedSearch {
  const [params, setParams] = useSearchParams();
  const { page, limit, search } = readPagedQuery(endpoint, params);
  // The first page is always read from the top, where rows added since appear.
  const cursor = page > 1 ? (params.get('cursor') ?? undefined) : undefined;
  const [typed, setTyped] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  // While another page loads (the person followed a link from the list), the list is still shown;
  // a search that comes due then would navigate back to it and cancel the page they chose.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== window.location.pathname;

  useEffect(() => setTyped(search), [search]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const updateParams = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }, options),
    [setParams],
  );

  const onType = useCallback(
    (value: string) => {
      setTyped(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (leaving.current) return;
        const wanted = value.trim();
        updateParams(
          (next) => {
            if ((next.get('search') ?? '') === wanted) return;
            if (wanted) next.set('search', wanted);
            else next.delete('search');
            fromFirstPage(next);
          },
          { replace: true },
        );
      }, debounceMs);
    },
    [updateParams, debounceMs],
  );

  const goTo = useCallback(
    (target: number, cursor?: string | null) =>
      updateParams((next) => {
        fromFirstPage(next);
        if (target <= 1) return;
        next.set('page', String(target));
        if (cursor) next.set('cursor', cursor);
      }),
    [updateParams],
  );

  return { page, cursor, limit, search, typed, onType, goTo };
}

/**
 * A page beyond the last (an old link, or rows removed meanwhile) falls back to the last page,
 * once the list has answered for the page asked (`settled`).
 */
export function useKeepPageInRange(paging: PagedSearch, totalPages: number | undefined, settled: boolean): void {
  const { page, goTo } = paging;
  const lastPage = totalPages ?? 0;
  useEffect(() => {
    if (settled && lastPage > 0 && page > lastPage) goTo(lastPage);
  }, [settled, lastPage, page, goTo]);
}
