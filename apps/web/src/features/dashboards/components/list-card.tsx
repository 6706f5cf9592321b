import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

interface ListCardProps<T> {
  title: string;
  /** Where the whole list lives, and the link's words. */
  link: { to: string; label: string };
  items: T[] | undefined;
  emptyText: string;
  rowsWhileLoading: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Heading level: sections use h2, the two halves of Pending Requests h3. */
  level?: 2 | 3;
  bare?: boolean;
}

/** A short dashboard list with a link to the full page, placeholders while loading and an empty text. */
export function ListCard<T>({
  title,
  link,
  items,
  emptyText,
  rowsWhileLoading,
  renderItem,
  itemKey,
  level = 2,
  bare = false,
}: ListCardProps<T>) {
  const heading =
    level === 2 ? <CardTitle>{title}</CardTitle> : <h3 className="text-lg font-bold text-ink">{title}</h3>;
  const body = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        <Link
          to={link.to}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-semibold text-primary-800 underline underline-offset-4"
        >
          {link.label}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      </div>
      {items === undefined ? (
        <LoadingPlaceholder as="ul" className="mt-4 space-y-3">
          {Array.from({ length: rowsWhileLoading }, (_, i) => (
            <li key={i} className="space-y-1.5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </LoadingPlaceholder>
      ) : items.length === 0 ? (
        <EmptyNote className="mt-4">{emptyText}</EmptyNote>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {items.map((item) => (
            <li key={itemKey(item)} className="py-3 first:pt-0 last:pb-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return bare ? <section>{body}</section> : <Card className="flex flex-col">{body}</Card>;
}
