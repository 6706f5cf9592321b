/**
 * The words for a request's status and priority, in the language shown. The contract's
 * `formatStatus` only capitalises the English code ("Pending"), which is the English here too.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatStatus } from '@sahaya/contract/format';

const words: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  returned: msg`Returned`,
  scheduled: msg`Scheduled`,
  active: msg`Active`,
  urgent: msg`Urgent`,
  normal: msg`Normal`,
  high: msg`High`,
  medium: msg`Medium`,
  low: msg`Low`,
};

/** A status or priority code's word ("pending" → "Pending", "प्रतीक्षा में"); an unknown code as the contract writes it. */
export function statusWord(i18n: I18n, status: string): string {
  const word = words[status];
  return word ? i18n._(word) : formatStatus(status);
}
