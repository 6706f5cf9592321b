import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { paths } from '../../../lib/paths.ts';

/** The page each kind of activity is looked at on. */
export function activityLink(activity: Activity): string {
  switch (activity.kind) {
    case 'assetRequest':
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
      return `${paths.user.requests}?tab=assets`;
    case 'assistanceRequest':
      return paths.user.assistanceRequest(activity.id);
    case 'donation':
      return paths.user.donations;
    case 'meeting':
      return paths.user.meetings;
  }
}

export const activityLabels: Record<ActivityKind, MessageDescriptor> = {
  assetRequest: msg`Asset request`,
  assistanceRequest: msg`Assistance request`,
  donation: msg`Donation`,
  meeting: msg`Meeting`,
};
