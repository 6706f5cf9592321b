/**
 * The routes of the system calls a page makes as it first draws, without their schemas: the
 * web calls them through these (web lib/api/endpoint-route.ts) and loads no zod for them, and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const getPublicConfig = { method: 'GET', path: '/api/config', access: 'public' } as const;

/** Whether the server and its database answer: the web app asks it while it waits to reconnect. */
export const readyz = { method: 'GET', path: '/readyz', access: 'public' } as const;
