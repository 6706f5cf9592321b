import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonNominee as getPersonNomineeEndpoint } from '@sahaya/contract/privacy/rights-endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { peopleKeys } from './keys.ts';

/** A person's nominee (GET /api/users/{id}/nominee, admins), or null when they named none. */
export function getPersonNominee(id: string) {
  return call(getPersonNomineeEndpoint, { params: { id } });
}

export const personNomineeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.nominee(id),
    queryFn: () => getPersonNominee(id),
  });

export function usePersonNominee(id: string) {
  return useQuery(personNomineeQueryOptions(id));
}
