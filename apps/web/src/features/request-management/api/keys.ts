import type { AdminAssetRequestsQuery } from '@sahaya/contract/assets/schemas';
import type { AdminAssistanceQuery } from '@sahaya/contract/assistance-requests/schemas';

/**
 * Query keys of Request Management. A decision changes more than this list: the asset's stock (the
 * `assets` root the asset pages and the catalogue share), the requester's My Requests (also under
 * `asset-requests`) and the admin dashboard's pending requests, so it refreshes all three roots.
 */
export const requestManagementKeys = {
  assetRequests: ['asset-requests'] as const,
  assetRequestList: (params: AdminAssetRequestsQuery) => ['asset-requests', 'admin', params] as const,
  /** Every assistance request list and detail shares this root, so an assignment refreshes them all. */
  assistanceRequests: ['assistance-requests'] as const,
  assistanceRequestList: (params: AdminAssistanceQuery) => ['assistance-requests', 'admin', params] as const,
  /** The same key as the user details page's, so the two share what they have read. */
  user: (id: string) => ['users', 'detail', id] as const,
  assets: ['assets'] as const,
  adminDashboard: ['admin', 'dashboard'] as const,
};
