import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3.5 text-base text-ink placeholder:text-stone-500',
        'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
        'disabled:cursor-not-allowed disabled:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}
