/**
 * The routes of the asset calls after which a person is offered notices on their device, without their schemas: the web knows them by these (the offer matches a change by its route), and
 * endpoints.ts builds each endpoint on the same route, so the path is written once.
 */
export const requestAsset = { method: 'POST', path: '/api/assetRequests/:id', access: ['user'] } as const;
