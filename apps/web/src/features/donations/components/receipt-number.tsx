import { Fragment } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A receipt number (`SAH/2026-27/000123`) in figures that line up, which wraps in a narrow column
 * only after one of its slashes, never inside a part.
 */
export function ReceiptNumber({ value, className }: { value: string; className?: string }) {
  const parts = value.split('/');
  return (
    <span className={cn('font-mono', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
