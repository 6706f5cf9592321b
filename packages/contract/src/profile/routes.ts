/**
 * The routes of the profile calls a page makes as it first draws, without their schemas: the
 * web calls them through these (web lib/api/endpoint-route.ts) and loads no zod for them, and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const getMe = { method: 'GET', path: '/api/users/me', access: 'signedIn' } as const;
export const getDashboardSummary = { method: 'GET', path: '/api/users/me/summary', access: 'signedIn' } as const;
/** Sent by the language switch and the text size control, which are on every page. */
export const updatePreferences = { method: 'PUT', path: '/api/users/me/preferences', access: 'signedIn' } as const;
