import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from './skeleton.tsx';
import { EmptyNote, LoadingPlaceholder } from './list-states.tsx';

/**
 * A list drawn as a table where it has 48rem or more to itself, and as cards where it has less (a
 * phone, a tablet with the sidebar open, a laptop zoomed to 200 %), where the table's columns would
 * not fit without pushing the last ones out of sight. The width is the list's own (a container
 * query), not the window's, because the sidebar takes a different share of it when expanded or
 * collapsed. Only one of the two is displayed at a time, so assistive technology meets one list.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <div className="@container">
      <div className="@3xl:hidden">{cards}</div>
      <div className="@max-3xl:hidden">{table}</div>
    </div>
  );
}

interface CardListProps<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** How many placeholder cards stand in while the first page loads. */
  rowsWhileLoading: number;
  /** What the list says when it has nothing in it. */
  emptyText: string;
  /** The list's accessible name, as the table's. */
  label: string;
  /** Numbered lists (the people lists) are an `ol`. */
  ordered?: boolean;
  keyOf(item: T): string;
  /** The bars of one placeholder card; two lines of text unless given. */
  placeholder?: ReactNode;
  /** Each card's own layout, beside its border and background. */
  cardClassName?: string;
  children(item: T, index: number): ReactNode;
}

/** The cards of TableOrCards: placeholders while loading, the empty text, or one card per item. */
export function CardList<T>({ items, loading, rowsWhileLoading, emptyText, label, ordered, keyOf, placeholder, cardClassName, children }: CardListProps<T>) {
  const card = cn('rounded-xl border border-stone-200 bg-white', cardClassName);
  if (loading && !items) {
    return (
      <LoadingPlaceholder as="ul" className="space-y-3">
        {Array.from({ length: rowsWhileLoading }, (_, index) => (
          <li key={index} className={cn(card, 'p-4')}>
            {placeholder ?? (
              <div className="space-y-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-32" />
              </div>
            )}
          </li>
        ))}
      </LoadingPlaceholder>
    );
  }
  if (items?.length === 0) {
    return <EmptyNote boxed>{emptyText}</EmptyNote>;
  }
  const List = ordered ? 'ol' : 'ul';
  return (
    <List aria-label={label} aria-busy={loading} className="space-y-3">
      {items?.map((item, index) => (
        <li key={keyOf(item)} className={card}>
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}
