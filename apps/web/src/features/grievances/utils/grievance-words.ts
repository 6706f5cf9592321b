import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GrievanceStatus } from '@sahaya/contract/grievances/schemas';

/** Each status as a person reads it. */
export const grievanceStatusWords: Record<GrievanceStatus, MessageDescriptor> = {
  open: msg`Open`,
  inProgress: msg`Being looked into`,
  resolved: msg`Resolved`,
  rejected: msg`Rejected`,
};

export const grievanceStatusTone = {
  open: 'warning',
  inProgress: 'info',
  resolved: 'success',
  rejected: 'neutral',
} as const satisfies Record<GrievanceStatus, string>;
