/**
 * The kinds of volunteer, as the request form, the filters, a request's details and a volunteer's
 * duty settings name them: one list of words for the help a volunteer is asked for and gives.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { volunteerTypes } from '@sahaya/contract/constants';

export type VolunteerType = (typeof volunteerTypes)[number];

export const volunteerTypeWords: Record<VolunteerType, MessageDescriptor> = {
  medical: msg`Medical`,
  eldercare: msg`Eldercare`,
  maintenance: msg`Maintenance`,
  transportation: msg`Transportation`,
  general: msg`General`,
};
