import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * What went wrong with a whole form or page, shown where it happened and announced at once. A
 * field's own error goes under the field instead (FormField).
 */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 p-4 font-semibold text-danger', className)}>
      {children}
    </p>
  );
}
