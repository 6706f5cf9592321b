import type { Endpoint } from '@sahaya/contract/http';

/**
 * A contract endpoint known by its route alone, for calls made as a page first draws. The
 * contract's endpoint objects carry their zod schemas, and importing one brings zod (about 26 kB)
 * to a page that validates nothing; `call` only reads the method, the path and who may call. The
 * route comes from the feature's `routes.ts` in the contract, on which its endpoint is built, and
 * the compiler checks it against the endpoint named as the type argument:
 * `endpointRoute<typeof getPublicConfig>(routes.getPublicConfig)`.
 */
export function endpointRoute<E extends Endpoint>(route: Pick<E, 'method' | 'path' | 'access'>): E {
  return route as E;
}
