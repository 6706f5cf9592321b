import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getAssetByCode as getAssetByCodeEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetDetails } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

export async function getAssetByCode(code: string): Promise<AssetDetails> {
  const reply = await call(getAssetByCodeEndpoint, { params: { code } });
  return reply.asset;
}

/**
 * The asset carrying a short code (`WC-0042`), as the Scan page's field looks it up: a code no
 * asset has fails at once (404) rather than being retried.
 */
export const assetByCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: assetKeys.byCode(code), queryFn: () => getAssetByCode(code), retry: false });

/** Looks an asset up by its code when the person asks, not as the page renders. */
export function useFindAssetByCode(): (code: string) => Promise<AssetDetails> {
  const queryClient = useQueryClient();
  return useCallback((code: string) => queryClient.fetchQuery(assetByCodeQueryOptions(code)), [queryClient]);
}
