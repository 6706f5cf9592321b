/** What the notification calls answer (spec 1 §7). */
export const notificationMessages = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  cleared: 'Notification cleared',
  allCleared: 'All notifications cleared',
} as const;
