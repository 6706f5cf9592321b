import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { fromFirstPage } from './use-paged-search.ts';

/**
 * One choice of a paged list kept in the address beside its page and search (a sort, a filter),
 * read the way the server reads it, so a link typed by hand or shared shows the same list.
 * Choosing starts the list again from its first page; the default is left out of the address.
 */
export function useQueryChoice<T extends string>(
  name: string,
  read: (raw: string | undefined) => T,
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = read(params.get(name) ?? undefined);
  const choose = useCallback(
    (next: T) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        fromFirstPage(updated);
        return updated;
      }),
    [name, fallback, setParams],
  );
  return [value, choose];
}
