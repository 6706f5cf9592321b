import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DonationStatus } from '@sahaya/contract/donations/schemas';
import { Badge } from '../../../components/ui/badge.tsx';

const statusWords: Record<DonationStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  expired: msg`Expired`,
};

const tones: Record<DonationStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  // A checkout left unpaid for a day: nothing went wrong, so it is not in the failed style (spec 3 §8: other values neutral).
  expired: 'neutral',
};

/** A donation's status in words and colour: completed green, pending yellow, failed red, expired grey; an unknown one the failed style. */
export function DonationStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const tone = tones[status as DonationStatus] ?? 'danger';
  const words = statusWords[status as DonationStatus] as MessageDescriptor | undefined;
  return <Badge tone={tone}>{words ? i18n._(words) : status}</Badge>;
}
