import { queryRoots } from '../../../lib/query-roots.ts';

/** Query keys of the notifications feature, in one place so every change refreshes what it touches. */
export const notificationKeys = {
  all: queryRoots.notifications,
  /** The bell's list: the newest page, with older pages appended as they are loaded. */
  bell: [...queryRoots.notifications, 'list'] as const,
};
