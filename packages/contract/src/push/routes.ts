/**
 * The routes of the push calls a signed-in page makes, without their schemas: the web knows them by these (web lib/api/endpoint-route.ts: the frame that offers notices loads no zod), and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const subscribePush = { method: 'POST', path: '/api/push/subscriptions', access: 'signedIn' } as const;
export const unsubscribePush = { method: 'DELETE', path: '/api/push/subscriptions', access: 'signedIn' } as const;
