import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAsset as updateAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { Asset, AssetBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

/** Saves every field of the asset (PUT /api/assets/{id}); a new image is uploaded first. */
export function updateAsset(id: string, body: AssetBody) {
  return call(updateAssetEndpoint, { params: { id }, body });
}

export function useUpdateAsset(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetBody) => updateAsset(id, body),
    onSuccess: (reply) => {
      // The reply is the saved asset, so the page shows it at once; lists and history follow.
      queryClient.setQueryData<Asset>(assetKeys.detail(id), reply.asset);
      void queryClient.invalidateQueries({ queryKey: assetKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
    },
  });
}
