import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import type { VolunteerListItem } from '@sahaya/contract/people/schemas';

type Candidate = Pick<VolunteerListItem, 'isActive' | 'isBlocked' | 'tasks'>;

/** Spec 3 §5: at the task limit a volunteer takes no more requests. */
export const atTaskLimit = (volunteer: Candidate) => volunteer.tasks >= VOLUNTEER_TASK_LIMIT;

/** Whether the volunteer can be given a request now: active, not blocked, under the task limit. */
export const canAssign = (volunteer: Candidate) => volunteer.isActive && !volunteer.isBlocked && !atTaskLimit(volunteer);

/** The badge beside a volunteer: Available when they can take a request now, otherwise Busy. */
export const availabilityLabel = (i18n: I18n, volunteer: Candidate) => (canAssign(volunteer) ? i18n._(msg`Available`) : i18n._(msg`Busy`));

/** Why Assign is not offered, read out beside the disabled button; null when it is. */
export function assignBlockedReason(i18n: I18n, volunteer: Candidate): string | null {
  if (!volunteer.isActive || volunteer.isBlocked) return i18n._(msg`Not active`);
  if (atTaskLimit(volunteer)) return i18n._(msg`Tasks limit Reached`);
  return null;
}
