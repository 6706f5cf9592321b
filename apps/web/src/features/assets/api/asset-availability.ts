import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetAvailability as assetAvailabilityEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetAvailabilityReply } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

export type AssetAvailability = AssetAvailabilityReply;

/** The first and last day asked about, both counted, as `yyyy-MM-dd`. */
export interface AvailabilityPeriod {
  from: string;
  to: string;
}

export function getAssetAvailability(id: string, period: AvailabilityPeriod): Promise<AssetAvailability> {
  return call(assetAvailabilityEndpoint, { params: { id }, query: period });
}

/**
 * The units free on each day of a period and the loans over it, for the Availability tab and the
 * request dialog. A decision or a new request refreshes it live, like the asset itself.
 */
export const assetAvailabilityQueryOptions = (id: string, period: AvailabilityPeriod) =>
  queryOptions({
    queryKey: assetKeys.availability(id, period),
    queryFn: () => getAssetAvailability(id, period),
    retry: false,
    meta: refreshedBy('assetRequest'),
  });

/**
 * The availability of `period`; while another period loads (the person moves a date), the last
 * answer stays on screen so the list does not jump.
 */
export function useAssetAvailability(id: string, period: AvailabilityPeriod | null) {
  return useQuery({
    ...assetAvailabilityQueryOptions(id, period ?? { from: '', to: '' }),
    enabled: period !== null && id !== '',
    placeholderData: keepPreviousData,
  });
}
