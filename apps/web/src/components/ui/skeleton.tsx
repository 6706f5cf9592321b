import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder block shown while content loads; hidden from screen readers, which hear the busy region. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-stone-200', className)} {...props} />;
}
