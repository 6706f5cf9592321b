import type { ListAssetsQuery, MyAssetRequestsQuery } from '@sahaya/contract/assets/schemas';

/**
 * Query keys of lending equipment. Every list of assets shares a prefix, and so does everything
 * about one asset, so a new request refreshes the catalogue, the asset's page and My Requests at once.
 */
export const assetKeys = {
  all: ['assets'] as const,
  lists: () => ['assets', 'list'] as const,
  list: (params: ListAssetsQuery) => ['assets', 'list', params] as const,
  one: (id: string) => ['assets', 'one', id] as const,
  detail: (id: string) => ['assets', 'one', id, 'detail'] as const,
  availability: (id: string) => ['assets', 'one', id, 'availability'] as const,
  myRequestsFor: (id: string) => ['assets', 'one', id, 'my-requests'] as const,
};

export const assetRequestKeys = {
  mine: () => ['asset-requests', 'me'] as const,
  myList: (params: MyAssetRequestsQuery) => ['asset-requests', 'me', params] as const,
};
