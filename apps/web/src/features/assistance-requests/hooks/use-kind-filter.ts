import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readKind, type RequestKind } from '../utils/request-words.ts';
import { fromFirstPage } from '../../../lib/hooks/use-paged-search.ts';

/**
 * The type filter of a volunteer's list, kept in the address beside its page and search and read
 * as the server reads it. Choosing starts the list again from its first page; "All Types" is left
 * out of the address.
 */
export function useKindFilter(): [RequestKind | undefined, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const kind = readKind(params.get('type'));
  const choose = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const wanted = readKind(next);
        if (wanted) updated.set('type', wanted);
        else updated.delete('type');
        fromFirstPage(updated);
        return updated;
      }),
    [setParams],
  );
  return [kind, choose];
}
