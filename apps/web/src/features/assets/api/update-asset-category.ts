import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAssetCategory as updateAssetCategoryEndpoint } from '@sahaya/contract/asset-categories/endpoints';
import type { UpdateAssetCategoryBody } from '@sahaya/contract/asset-categories/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

/** Saves a category's fields (PATCH /api/assetCategories/{key}). */
export function updateAssetCategory(key: string, body: UpdateAssetCategoryBody) {
  return call(updateAssetCategoryEndpoint, { params: { key }, body });
}

export function useUpdateAssetCategory(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAssetCategoryBody) => updateAssetCategory(key, body),
    // The catalogue's cards name the category too: everything under the assets' root is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
