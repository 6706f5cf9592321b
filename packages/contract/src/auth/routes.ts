/**
 * The routes of the sign-in calls a page makes as it first draws, without their schemas: the
 * web calls them through these (web lib/api/endpoint-route.ts) and loads no zod for them, and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const authenticateUser = { method: 'POST', path: '/api/auth/authenticateUser/:id', access: 'public' } as const;
