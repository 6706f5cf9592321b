import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetHistory } from '@sahaya/contract/assets/endpoints';
import type { AssetEvent } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

export interface AssetHistoryPage {
  /** The page these events belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  events: AssetEvent[];
  totalPages: number;
}

/** A page of what happened to the asset, newest first (GET /api/assets/{id}/history). */
export async function getAssetHistory(id: string, page: number): Promise<AssetHistoryPage> {
  const reply = await call(assetHistory, { params: { id }, query: { page } });
  return { page, events: reply.events, totalPages: reply.totalPages };
}

export const getAssetHistoryQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: assetKeys.history(id, page),
    queryFn: () => getAssetHistory(id, page),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useGetAssetHistory(id: string, page: number) {
  return useQuery(getAssetHistoryQueryOptions(id, page));
}
