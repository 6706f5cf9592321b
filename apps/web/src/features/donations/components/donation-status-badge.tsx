import { formatStatus } from '@sahaya/contract/format';
import { Badge } from '../../../components/ui/badge.tsx';

/** A donation's status in words and colour: completed green, pending yellow, anything else the failed style. */
export function DonationStatusBadge({ status }: { status: string }) {
  const tone = status === 'completed' ? 'success' : status === 'pending' ? 'warning' : 'danger';
  return <Badge tone={tone}>{formatStatus(status)}</Badge>;
}
