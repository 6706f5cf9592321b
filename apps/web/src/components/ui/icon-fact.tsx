import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of a card's facts: an icon that stands for the term (named for screen readers) and its value. Goes in a `<dl>`. */
export function IconFact({ icon: Icon, term, children, className }: { icon: LucideIcon; term: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-5 text-primary-700" aria-hidden />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
