/**
 * The routes of the donation calls a page makes as it first draws, without their schemas: the
 * web calls them through these (web lib/api/endpoint-route.ts) and loads no zod for them, and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const donationImpact = { method: 'GET', path: '/api/donations/impact', access: 'public' } as const;
