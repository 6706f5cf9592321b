import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn.ts';

/** How many characters a field holds of the most it takes, shown under it (not announced on each key). */
export function TextCounter({ length, max, className }: { length: number; max: number; className?: string }) {
  return (
    <p className={cn('text-end text-sm', length > max ? 'font-semibold text-danger' : 'text-muted', className)} aria-hidden>
      <Trans>
        {length} / {max}
      </Trans>
    </p>
  );
}
