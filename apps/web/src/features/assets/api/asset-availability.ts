import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetAvailability as assetAvailabilityEndpoint } from '@sahaya/contract/assets/endpoints';
import type { ReplyOf } from '@sahaya/contract/http';
import { call } from '../../../lib/api-client.ts';
import { refreshedBy } from '../../../lib/live-refresh.ts';
import { assetKeys } from './keys.ts';

export type AssetAvailability = ReplyOf<typeof assetAvailabilityEndpoint>;

export function getAssetAvailability(id: string): Promise<AssetAvailability> {
  return call(assetAvailabilityEndpoint, { params: { id } });
}

/** The units in stock and the approved loans from today on, for the Availability tab. */
export const assetAvailabilityQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.availability(id), queryFn: () => getAssetAvailability(id), retry: false, meta: refreshedBy('assetRequest') });

export function useAssetAvailability(id: string, enabled = true) {
  return useQuery({ ...assetAvailabilityQueryOptions(id), enabled });
}
