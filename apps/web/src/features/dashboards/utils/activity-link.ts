import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { paths } from '../../../lib/paths.ts';

/** The page each kind of activity is looked at on. */
export function activityLink(activity: Activity): string {
  switch (activity.kind) {
    case 'assetRequest':
      return `${paths.user.requests}?tab=assets`;
    case 'assistanceRequest':
      return paths.user.assistanceRequest(activity.id);
    case 'donation':
      return paths.user.donations;
    case 'meeting':
      return paths.user.meetings;
  }
}

export const activityLabels: Record<ActivityKind, string> = {
  assetRequest: 'Asset request',
  assistanceRequest: 'Assistance request',
  donation: 'Donation',
  meeting: 'Meeting',
};
