import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAsset as createAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

/** Step two: the asset, pointing at the uploaded image (POST /api/assets). */
export function createAsset(body: AssetBody) {
  return call(createAssetEndpoint, { body });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
