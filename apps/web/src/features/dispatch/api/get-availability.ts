import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAvailability as getAvailabilityEndpoint } from '@sahaya/contract/dispatch/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { dispatchKeys } from './keys.ts';

/** The volunteer's duty settings: on duty or not, the place they start from, how far and what help (GET /api/volunteers/me/availability). */
export function getAvailability() {
  return call(getAvailabilityEndpoint);
}

export const availabilityQueryOptions = queryOptions({ queryKey: dispatchKeys.availability, queryFn: getAvailability });

export function useAvailability() {
  return useQuery(availabilityQueryOptions);
}
