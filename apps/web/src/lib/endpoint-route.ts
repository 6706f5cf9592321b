import type { Endpoint } from '@sahaya/contract/http';

/**
 * A contract endpoint known by its route alone, for calls on the public pages. The contract's
 * endpoint objects carry their zod schemas, and importing one brings zod (about 26 kB) to a page
 * that validates nothing; `call` only reads the method, the path and who may call. The route is
 * written out here and checked by the compiler against the endpoint's own, which is named as the
 * type argument: `endpointRoute<typeof getPublicConfig>({ method: 'GET', path: '/api/config', access: 'public' })`.
 */
export function endpointRoute<E extends Endpoint>(route: Pick<E, 'method' | 'path' | 'access'>): E {
  return route as E;
}
