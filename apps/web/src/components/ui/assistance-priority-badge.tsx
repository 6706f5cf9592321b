import { AlertTriangle } from 'lucide-react';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { useLingui } from '@lingui/react';
import { statusWord } from '../../lib/status-words.ts';
import { Badge } from './badge.tsx';

/** An assistance request's priority: urgent is red with an alert icon, normal is blue (spec 2 §4, spec 3 §4); the word carries the meaning, not the colour. */
export function AssistancePriorityBadge({ priority }: { priority: AssistanceRequest['priority'] }) {
  const { i18n } = useLingui();
  return priority === 'urgent' ? (
    <Badge tone="danger" className="gap-1">
      <AlertTriangle className="size-4" aria-hidden />
      {statusWord(i18n, priority)}
    </Badge>
  ) : (
    <Badge tone="info">{statusWord(i18n, priority)}</Badge>
  );
}
