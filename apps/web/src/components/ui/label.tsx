import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A form field's label. A double click on its words does not select them (the click focuses the
 * field), as with Radix's label; a click on a control inside it is left to that control.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('block text-base font-semibold text-ink', className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
