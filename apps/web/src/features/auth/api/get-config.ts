import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';

export function getConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/config');
}

/** Runtime settings do not change while the page is open, so they are fetched once. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Infinity,
  retry: false,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
