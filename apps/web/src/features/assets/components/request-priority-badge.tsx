import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { priorityClass, priorityLabel } from '../utils/request-words.ts';

export function RequestPriorityBadge({ priority }: { priority: AdminAssetRequest['priority'] }) {
  return <Badge className={priorityClass[priority]}>{priorityLabel(priority)}</Badge>;
}
