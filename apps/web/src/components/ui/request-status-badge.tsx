import { useLingui } from '@lingui/react';
import { statusWord } from '../../lib/status-words.ts';
import { Badge } from './badge.tsx';

/**
 * Request status colours (spec 2 §4, spec 3 §4): approved green, rejected red, completed blue,
 * cancelled grey (withdrawn by its person, nothing waits on it), anything else yellow.
 */
const tones = { approved: 'success', rejected: 'danger', completed: 'info', cancelled: 'neutral' } as const;

/** A request's status, in words and colour, so the colour is never the only clue. */
export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={tones[status as keyof typeof tones] ?? 'warning'} className={className}>
      {statusWord(i18n, status)}
    </Badge>
  );
}
