/**
 * Query keys of the admin's asset pages. They sit under the same `assets` root as the catalogue's
 * keys (features/assets), in the same layout, so that adding or editing an asset here, or a
 * decision taken in Request Management, refreshes every list and every page of that asset.
 */
export const assetManagementKeys = {
  all: ['assets'] as const,
  lists: () => ['assets', 'list'] as const,
  list: (params: { page: number; limit: number; search: string }) => ['assets', 'list', 'admin', params] as const,
  one: (id: string) => ['assets', 'one', id] as const,
  detail: (id: string) => ['assets', 'one', id, 'detail'] as const,
  history: (id: string) => ['assets', 'one', id, 'history'] as const,
};
