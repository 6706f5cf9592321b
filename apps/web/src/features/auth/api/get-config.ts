import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPublicConfig as getPublicConfigEndpoint } from '@sahaya/contract/system/endpoints';
import { call } from '../../../lib/api-client.ts';
import * as routes from '@sahaya/contract/system/routes';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { authKeys } from './keys.ts';

// The login and register pages read the settings at once, so the call is known by its route and
// brings no schema (see endpointRoute).
const getPublicConfig = endpointRoute<typeof getPublicConfigEndpoint>(routes.getPublicConfig);

export const getConfig = () => call(getPublicConfig);

/** Runtime settings do not change while the page is open, so they are fetched once. */
export const configQueryOptions = queryOptions({
  queryKey: authKeys.config,
  queryFn: getConfig,
  staleTime: Infinity,
  retry: false,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
