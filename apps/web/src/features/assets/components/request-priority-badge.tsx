import { useLingui } from '@lingui/react';
import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { priorityClassName, priorityLabels } from '../utils/request-words.ts';

export function RequestPriorityBadge({ priority }: { priority: AdminAssetRequest['priority'] }) {
  const { i18n } = useLingui();
  return <Badge className={priorityClassName[priority]}>{i18n._(priorityLabels[priority])}</Badge>;
}
