import { useLocation, useSearchParams } from 'react-router';

/**
 * The open tab of a details page, kept in the address (`?tab=history`) so a shared link or a
 * reload opens it again; the first tab ('details') is left out. Changing tab replaces the history
 * entry, so Back leaves the page, and keeps the entry's state (the way back to where the page was
 * opened from). `read` turns the address's value into a tab the page has, 'details' otherwise.
 */
export function useDetailsTab<T extends string>(read: (raw: string | null) => T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const change = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'details') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, state },
    );
  return [read(params.get('tab')), change];
}
