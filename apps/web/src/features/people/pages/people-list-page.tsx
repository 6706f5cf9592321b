import { Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageSizes, SEARCH_DEBOUNCE_MS } from '@sahaya/contract/constants';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useListPeople } from '../api/list-people.ts';
import { PeopleTable } from '../components/people-table.tsx';
import { kinds, type PersonKind } from '../utils/kinds.ts';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/userManagement and /admin/volunteerManagement: the searchable, paged list. The page and
 * the search live in the address, so back and forward (and a shared link) return to the same view.
 */
export function PeopleListPage({ kind }: { kind: PersonKind }) {
  const config = kinds[kind];
  const pageSize = pageSizes[kind === 'user' ? 'users' : 'volunteers'];
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const timer = useRef<number | undefined>(undefined);

  // The address may change under the box (back and forward): the box follows it.
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

  /** Typing searches once the text has rested for the spec's 500 ms, from the first page. */
  const onType = (value: string) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const wanted = value.trim();
      updateParams(
        (next) => {
          if ((next.get('search') ?? '') === wanted) return;
          if (wanted) next.set('search', wanted);
          else next.delete('search');
          next.delete('page');
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const list = useListPeople(kind, { page, search });
  const data = list.data;

  const goTo = useCallback(
    (target: number) =>
      updateParams((next) => {
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
      }),
    [updateParams],
  );

  // A page beyond the last (an old link, or people blocked or removed meanwhile) falls back to the last page.
  const lastPage = data?.totalPages ?? 0;
  const settled = data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && lastPage > 0 && page > lastPage) goTo(lastPage);
  }, [settled, lastPage, page, goTo]);

  const searchId = `${kind}-search`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{config.sectionTitle}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{config.sectionTitle}</p>
          <h1 className="text-3xl font-extrabold text-ink">{config.listTitle}</h1>
        </div>
        <Button asChild>
          <Link to={config.addPath}>
            <Plus aria-hidden />
            {config.addLabel}
          </Link>
        </Button>
      </div>

      <div className="max-w-md space-y-1.5">
        <Label htmlFor={searchId}>Search by name</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id={searchId}
            type="search"
            className="pl-10"
            placeholder="Type a name"
            value={typed}
            onChange={(event) => onType(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>

      {list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger">
          {list.error.message}
        </p>
      ) : null}

      <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <PeopleTable
          config={config}
          people={list.isError ? [] : data?.people}
          firstNumber={((data?.page ?? page) - 1) * pageSize + 1}
          loading={list.isPending || list.isPlaceholderData}
          rowsWhileLoading={pageSize}
        />
      </div>

      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        {data ? (
          <p className="font-semibold text-ink" aria-live="polite">{`${config.totalLabel}: ${data.total}`}</p>
        ) : (
          <Skeleton className="h-6 w-36" />
        )}
        {data ? (
          <Pagination page={page} totalPages={data.totalPages} onPageChange={goTo} label={config.listTitle} />
        ) : null}
      </div>
    </div>
  );
}
