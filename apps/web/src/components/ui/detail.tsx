import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One term and its value in a details list; goes in a `<dl>`, which lays the pairs out. */
export function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('space-y-0.5', className)}>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
