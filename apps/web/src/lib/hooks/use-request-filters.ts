import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { fromFirstPage } from './use-paged-search.ts';

/** A request list's filters as its query schema reads them. */
interface FilterValues {
  status?: string;
  priority?: string;
  sort?: string;
}

/**
 * The status, priority and sort of a request list (assets or assistance), kept in the address
 * beside its page and search, and read with the list's query schema from the contract as the
 * server reads them: a value it does not know means "all" (or the newest first). Changing one
 * starts again from the first page.
 */
export function useRequestFilters<F extends FilterValues>(query: z.ZodType<F>) {
  const [params, setParams] = useSearchParams();
  const { status, priority, sort } = query.parse({
    status: params.get('status') ?? undefined,
    priority: params.get('priority') ?? undefined,
    sort: params.get('sort') ?? undefined,
  });

  const setFilter = useCallback(
    (name: 'status' | 'priority' | 'sort', value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value && !(name === 'sort' && value === 'newest')) next.set(name, value);
        else next.delete(name);
        fromFirstPage(next);
        return next;
      }),
    [setParams],
  );

  return { filters: { status, priority, sort } as Pick<F, 'status' | 'priority' | 'sort'>, setFilter };
}
