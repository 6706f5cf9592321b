import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetHistory } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api-client.ts';
import { assetKeys } from './keys.ts';

/** What happened to the asset, newest first: added, edited, requested, decided, returned. */
export async function getAssetHistory(id: string) {
  const reply = await call(assetHistory, { params: { id } });
  return reply.history;
}

export type AssetHistoryEntry = Awaited<ReturnType<typeof getAssetHistory>>[number];

export const getAssetHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.history(id), queryFn: () => getAssetHistory(id), retry: false });

export function useGetAssetHistory(id: string) {
  return useQuery(getAssetHistoryQueryOptions(id));
}
