import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

interface StatCardProps {
  label: string;
  value: string | undefined;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A line under the figure that says more about it (the pending card's overdue loans). */
  children?: ReactNode;
}

/** One of the four figures at the top of the dashboard; a placeholder bar until it is known. */
export function StatCard({ label, value, Icon, children }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-muted">{label}</h2>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-24" />
        ) : (
          <p className="truncate text-2xl font-extrabold text-ink">{value}</p>
        )}
        {children}
      </div>
    </Card>
  );
}
