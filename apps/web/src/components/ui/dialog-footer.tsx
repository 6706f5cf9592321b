import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The buttons that end a dialog, or a form that stands on a page: in a row at the right, the main
 * one last; on a phone stacked full width with the main one on top, where the thumb reaches first.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
