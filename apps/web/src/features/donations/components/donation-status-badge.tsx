import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DonationStatus } from '@sahaya/contract/donations/schemas';
import { Badge } from '../../../components/ui/badge.tsx';

const statusWords: Record<DonationStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
};

/** A donation's status in words and colour: completed green, pending yellow, anything else the failed style. */
export function DonationStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const tone = status === 'completed' ? 'success' : status === 'pending' ? 'warning' : 'danger';
  const words = statusWords[status as DonationStatus] as MessageDescriptor | undefined;
  return <Badge tone={tone}>{words ? i18n._(words) : status}</Badge>;
}
