import type { Activity, ActivityKind } from '@sahaya/contract/activity';

/** The page each kind of activity is looked at on. */
export function activityLink(activity: Activity): string {
  switch (activity.kind) {
    case 'assetRequest':
      return '/user/requests?tab=assets';
    case 'assistanceRequest':
      return `/user/assistanceRequests/${encodeURIComponent(activity.id)}`;
    case 'donation':
      return '/user/donations';
    case 'meeting':
      return '/user/meetings';
  }
}

export const activityLabels: Record<ActivityKind, string> = {
  assetRequest: 'Asset request',
  assistanceRequest: 'Assistance request',
  donation: 'Donation',
  meeting: 'Meeting',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
