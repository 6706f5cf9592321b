/** Query keys of the notifications feature, in one place so every change refreshes what it touches. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's list: the newest page, with older pages appended as they are loaded. */
  bell: ['notifications', 'list'] as const,
};
