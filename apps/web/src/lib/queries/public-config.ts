import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPublicConfig as getPublicConfigEndpoint } from '@sahaya/contract/system/endpoints';
import * as routes from '@sahaya/contract/system/routes';
import { call } from '../api/api-client.ts';
import { endpointRoute } from '../api/endpoint-route.ts';
import { queryRoots } from './query-roots.ts';

/*
 * The server's public runtime settings (GET /api/config), read by sign-in (is Google sign-in set
 * up) and by the assistance form (the emergency number), so wrapped here once. The login and
 * register pages read them at once, so the call is known by its route and brings no schema (see
 * endpointRoute).
 */
const getPublicConfig = endpointRoute<typeof getPublicConfigEndpoint>(routes.getPublicConfig);

export const getConfig = () => call(getPublicConfig);

/** Runtime settings do not change while the page is open, so they are fetched once. */
export const configQueryOptions = queryOptions({
  queryKey: queryRoots.config,
  queryFn: getConfig,
  staleTime: Infinity,
  retry: false,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
