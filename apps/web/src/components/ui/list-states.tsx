import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface LoadingCardsProps {
  /** Read out while the list loads: "Loading requests". */
  label: string;
  count: number;
  /** The list's own layout (a column or a grid), so the cards stand where the real ones will. */
  className: string;
  /** Each card's padding and spacing. */
  cardClassName: string;
  /** The bars of one card. */
  children: ReactNode;
}

interface LoadingPlaceholderProps {
  /** Read out while it loads ("Loading history"), where the placeholders alone would say nothing. */
  label?: string;
  /** A list whose rows stand in `li`s draws its placeholders in a list too. */
  as?: 'div' | 'ul';
  className?: string;
  /** The grey bars, shaped like what will come. */
  children: ReactNode;
}

/**
 * Where a list or a panel will be while it loads: grey bars in its place, marked busy so that a
 * screen reader waits for it.
 */
export function LoadingPlaceholder({ label, as: Element = 'div', className, children }: LoadingPlaceholderProps) {
  return (
    <Element aria-busy className={className}>
      {label ? <span className="sr-only">{label}</span> : null}
      {children}
    </Element>
  );
}

/** Placeholder cards while a list's first page loads. */
export function LoadingCards({ label, count, className, cardClassName, children }: LoadingCardsProps) {
  return (
    <LoadingPlaceholder label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn('rounded-2xl border border-stone-200 bg-white', cardClassName)}>
          {children}
        </div>
      ))}
    </LoadingPlaceholder>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** Why it is empty, and what next. */
  children?: ReactNode;
  /** The one thing to do next (a Button with `mt-4`): ask for something, or clear the search. */
  action?: ReactNode;
  /**
   * 'section' where the empty list is a part of the page's outline (an admin's tab): its title is a
   * heading. 'prompt' for a person's own list, which invites them to add to it: the title is a line
   * in the brand's colour scheme, so the page keeps one heading a level.
   */
  variant?: 'section' | 'prompt';
}

/** What a list says when it has nothing in it: an icon, what is missing and, if any, why and what next. */
export function EmptyState({ icon: Icon, title, children, action, variant = 'section' }: EmptyStateProps) {
  if (variant === 'prompt') {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white p-8 text-center">
        <Icon className="size-12 text-primary-700" aria-hidden />
        <p className="mt-3 text-lg font-semibold text-ink">{title}</p>
        {children ? <p className="mt-1 text-muted">{children}</p> : null}
        {action}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-10 text-center">
      <Icon className="size-10 text-muted" aria-hidden />
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {children ? <p className="text-muted">{children}</p> : null}
      {action}
    </div>
  );
}

/**
 * What a short list says when it is empty: one quiet line in its own words, where a whole page's
 * list shows an EmptyState. `boxed` where the list's items are cards: the line stands in a card of
 * its own, where they would be.
 */
export function EmptyNote({ boxed = false, className, ...props }: ComponentProps<'p'> & { boxed?: boolean }) {
  return <p className={cn('text-muted', boxed && 'rounded-xl border border-stone-200 bg-white p-6 text-center text-lg', className)} {...props} />;
}
