import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of the notifications feature, in one place so every change refreshes what it touches. */
export const notificationKeys = {
  all: queryRoots.notifications,
  /** The bell's list: the newest page, with older pages appended as they are loaded. */
  bell: [...queryRoots.notifications, 'list'] as const,
  /** The person's choice of channels (e-mail, this device) per topic. */
  preferences: [...queryRoots.notifications, 'preferences'] as const,
  /** Whether this device gets the person's notices: the browser's permission and subscription. */
  device: [...queryRoots.notifications, 'device'] as const,
};
