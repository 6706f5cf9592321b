import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAsset as getAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetDetails } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

export async function getAsset(id: string): Promise<AssetDetails> {
  const reply = await call(getAssetEndpoint, { params: { id } });
  return reply.asset;
}

/**
 * One asset by its id, with the caller's place in its waiting list: one cached copy for the
 * person's page and the admin's; an unknown id fails at once (404) rather than being retried.
 */
export const assetQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.detail(id), queryFn: () => getAsset(id), retry: false, meta: refreshedBy('assetRequest') });

export function useAsset(id: string) {
  return useQuery(assetQueryOptions(id));
}
