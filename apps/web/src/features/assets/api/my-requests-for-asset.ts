import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRequestsForAsset as myRequestsForAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

export async function getMyRequestsForAsset(id: string): Promise<AssetRequest[]> {
  const reply = await call(myRequestsForAssetEndpoint, { params: { id } });
  return reply.assetRequestDetails;
}

/** The signed-in person's own requests for one asset, newest first. */
export const myRequestsForAssetQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.myRequestsFor(id), queryFn: () => getMyRequestsForAsset(id), retry: false, meta: refreshedBy('assetRequest') });

export function useMyRequestsForAsset(id: string, enabled = true) {
  return useQuery({ ...myRequestsForAssetQueryOptions(id), enabled });
}
