import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssetCategory as createAssetCategoryEndpoint } from '@sahaya/contract/asset-categories/endpoints';
import type { CreateAssetCategoryBody } from '@sahaya/contract/asset-categories/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

/** Adds a category (POST /api/assetCategories). */
export function createAssetCategory(body: CreateAssetCategoryBody) {
  return call(createAssetCategoryEndpoint, { body });
}

export function useCreateAssetCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssetCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.categories() }),
  });
}
