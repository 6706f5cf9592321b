/**
 * The routes of the notification calls a page makes as it first draws, without their schemas: the
 * web calls them through these (web lib/api/endpoint-route.ts) and loads no zod for them, and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const listNotifications = { method: 'GET', path: '/api/notifications', access: 'signedIn' } as const;

/** The settings page's first read: the caller's own notification choices. */
export const getNotificationPreferences = { method: 'GET', path: '/api/notifications/preferences', access: 'signedIn' } as const;
