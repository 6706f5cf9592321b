import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

interface SummaryCardProps {
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The figure; a placeholder bar is shown while it loads. */
  value: ReactNode;
  loading?: boolean;
  note?: ReactNode;
}

/** One of the dashboard's figures, read as "label: value" by screen readers. */
export function SummaryCard({ label, Icon, value, loading, note }: SummaryCardProps) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} aria-busy={loading} className="flex items-start gap-4 p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="font-semibold text-muted">{label}</h2>
        {loading ? (
          <Skeleton className="mt-1 h-8 w-24" />
        ) : (
          <p className="text-2xl font-extrabold break-words text-ink">{value}</p>
        )}
        {note ? <div className="mt-1">{note}</div> : null}
      </div>
    </Card>
  );
}
