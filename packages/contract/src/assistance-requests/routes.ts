/**
 * The routes of the assistance calls after which a person is offered notices on their device, without their schemas: the web knows them by these (the offer matches a change by its route), and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const createAssistanceRequest = { method: 'POST', path: '/api/assistanceRequests', access: ['user'] } as const;
export const setAssistanceStatus = { method: 'PATCH', path: '/api/assistanceRequests/:id/status', access: ['volunteer'] } as const;
