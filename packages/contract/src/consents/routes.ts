/**
 * The routes of the consent calls a page makes as it first draws (the privacy page, the re-ask
 * after sign-in), without their schemas: the web calls them through these (web
 * lib/api/endpoint-route.ts) and loads no zod for them; endpoints.ts builds each on the same route.
 */
export const getPrivacyNotice = { method: 'GET', path: '/api/privacy/notice', access: 'public' } as const;
export const listMyConsents = { method: 'GET', path: '/api/users/me/consents', access: 'signedIn' } as const;
export const setConsent = { method: 'PUT', path: '/api/users/me/consents/:purpose', access: 'signedIn' } as const;
export const answerConsents = { method: 'PUT', path: '/api/users/me/consents', access: 'signedIn' } as const;
