import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** Placeholder cards while a list's first page loads. */
export function LoadingCards({ label, count, className, cardClassName, children }: LoadingCardsProps) {
  return (
    <div aria-busy className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn('rounded-2xl border border-stone-200 bg-white', cardClassName)}>
          {children}
        </div>
      ))}
    </div>
  );
}

/** What a list says when it has nothing in it: an icon, a heading and, if any, why and what next. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-10 text-center">
      <Icon className="size-10 text-muted" aria-hidden />
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {children ? <p className="text-muted">{children}</p> : null}
    </div>
  );
}
