import { Fragment } from 'react';
import { formatPhone } from '@sahaya/contract/format';
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

/**
 * How a person is reached, in one line: their e-mail address, or the mobile number of a person
 * who has none (they joined, or were registered, with a number alone).
 */
export function EmailOrPhone({ email, phone, className }: { email: string | null; phone: string | null; className?: string }) {
  if (email) return <Email address={email} className={className} />;
  return phone ? <span className={cn('whitespace-nowrap', className)}>{formatPhone(phone)}</span> : null;
}
