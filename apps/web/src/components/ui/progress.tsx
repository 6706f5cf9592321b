import { cn } from '../../lib/cn.ts';

interface ProgressProps {
  /** 0-100. */
  value: number;
  /** What is progressing, read by screen readers with the figure. */
  label: string;
  className?: string;
}

/** A determinate progress bar with its percentage announced (role progressbar). */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
