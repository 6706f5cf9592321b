/** What the notification calls answer (spec 1 §7). */
export const notificationMessages = {
  notFound: () => 'Notification not found',
  markedRead: () => 'Notification marked as read',
  allMarkedRead: () => 'All notifications marked as read',
  cleared: () => 'Notification cleared',
  allCleared: () => 'All notifications cleared',
  /** A person who is not a volunteer tried to turn on the volunteers' daily digest. */
  digestVolunteersOnly: () => 'Only volunteers can get the daily list of open requests near them.',
  /** An unsubscribe link that was changed, cut short or made for an account that is gone. */
  unsubscribeInvalid: () => 'This unsubscribe link does not work. Sign in and choose your e-mails under Profile → Notifications.',
} as const;
