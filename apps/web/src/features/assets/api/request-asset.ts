import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestAsset as requestAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { CreateAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

export function requestAsset(assetId: string, body: CreateAssetRequestBody) {
  return call(requestAssetEndpoint, { params: { id: assetId }, body });
}

/**
 * Asks to borrow an asset for a period. Everything that shows assets or the person's requests is read again, so
 * the catalogue, the asset's page and My Requests follow without reloading the page.
 */
export function useRequestAsset(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssetRequestBody) => requestAsset(assetId, body),
    // Not awaited: the dialog closes at once, and the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assetKeys.all });
      void queryClient.invalidateQueries({ queryKey: assetRequestKeys.mine() });
    },
    // A refusal (a day of the period short of units, the stock gone) means the free units shown
    // were out of date: they are read again, and the asset's stock with them.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: assetKeys.one(assetId) });
    },
  });
}
