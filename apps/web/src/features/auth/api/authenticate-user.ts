import { queryOptions } from '@tanstack/react-query';
import type { authenticateUser as authenticateUserEndpoint } from '@sahaya/contract/auth/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import * as routes from '@sahaya/contract/auth/routes';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';
import { authKeys } from './keys.ts';

// Asked as a signed-in page first draws, so known by its route: the page waits for no schema (see endpointRoute).
const authenticateUserRoute = endpointRoute<typeof authenticateUserEndpoint>(routes.authenticateUser);

export function authenticateUser(userId: string) {
  return call(authenticateUserRoute, { params: { id: userId } });
}

/** Asked once per stored session when the app starts, to catch accounts blocked meanwhile. */
export const authenticateUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.blocked(userId),
    queryFn: () => authenticateUser(userId),
    staleTime: Infinity,
    retry: false,
  });
