import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * An e-mail address that, when it must wrap, wraps before an `@` or a `.`, so "meena.new@example.org"
 * never ends a line with "example.or" and "g" on the next.
 */
export function Email({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={cn('break-normal [overflow-wrap:anywhere]', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
