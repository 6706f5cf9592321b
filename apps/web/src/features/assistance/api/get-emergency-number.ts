import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '@sahaya/contract/system/endpoints';
import { call } from '../../../lib/api-client.ts';
import { assistanceKeys } from './keys.ts';

/** The number to call in an emergency, from the runtime settings (GET /api/config). */
export async function getEmergencyNumber(): Promise<string> {
  const config = await call(getPublicConfig);
  return config.emergencyNumber;
}

/** Settings do not change while the page is open, so the number is read once. */
export const emergencyNumberQueryOptions = queryOptions({
  queryKey: assistanceKeys.emergencyNumber,
  queryFn: getEmergencyNumber,
  staleTime: Infinity,
});

export function useEmergencyNumber() {
  return useQuery(emergencyNumberQueryOptions);
}
