import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A native select styled like Input: the platform's own picker is the most accessible on every device. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-12 w-full appearance-none rounded-lg border border-stone-400 bg-white pe-10 ps-3.5 text-base text-ink',
          'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
          'disabled:cursor-not-allowed disabled:bg-stone-100',
          className,
        )}
        {...props}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 end-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
    </div>
  );
}
