import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from './skeleton.tsx';

/**
 * A data table that scrolls sideways inside its own box on narrow screens, so the page itself never
 * scrolls horizontally. The wrapper is focusable, so keyboard users can scroll it too.
 */
export function Table({ className, 'aria-label': ariaLabel, ...props }: ComponentProps<'table'>) {
  return (
    <div
      className="w-full overflow-x-auto rounded-xl border border-stone-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
    >
      <table className={cn('w-full border-collapse text-start text-base', className)} aria-label={ariaLabel} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-stone-100 text-sm text-muted', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-stone-200', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-stone-50', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('px-4 py-3 font-semibold whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

/** Placeholder rows while a table's first page loads: one bar per column, or what `cell` draws for it. */
export function TableSkeletonRows({ rows, columns, cell }: { rows: number; columns: readonly string[]; cell?: (column: string) => ReactNode }) {
  return Array.from({ length: rows }, (_, index) => (
    <TableRow key={index}>
      {columns.map((column) => (
        <TableCell key={column}>{cell?.(column) ?? <Skeleton className="h-5 w-20" />}</TableCell>
      ))}
    </TableRow>
  ));
}

/** The one row of an empty table, across all its columns, saying why it is empty. */
export function TableEmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-lg text-muted">
        {children}
      </TableCell>
    </TableRow>
  );
}
