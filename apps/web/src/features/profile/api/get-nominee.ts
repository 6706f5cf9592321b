import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNominee } from '@sahaya/contract/privacy/rights-endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { profileKeys } from './keys.ts';

/** One's nominee (GET /api/users/me/nominee), or null when none is named. */
export function fetchNominee() {
  return call(getNominee);
}

export const nomineeQueryOptions = queryOptions({
  queryKey: profileKeys.nominee(),
  queryFn: fetchNominee,
});

export function useNominee() {
  return useQuery(nomineeQueryOptions);
}
