import type {
  AdminAssetRequestsQuery,
  AssetLoansQuery,
  ListAssetsQuery,
  MyAssetRequestsQuery,
  MyRequestsForAssetQuery,
} from '@sahaya/contract/assets/schemas';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of lending equipment. Every list of assets shares a prefix, and so does everything
 * about one asset, so a new request, an edit or a decision refreshes the catalogue, the admin's
 * grid and every page of that asset at once.
 */
export const assetKeys = {
  all: queryRoots.assets,
  lists: () => [...queryRoots.assets, 'list'] as const,
  list: (query: Partial<ListAssetsQuery>) => [...queryRoots.assets, 'list', query] as const,
  one: (id: string) => [...queryRoots.assets, 'one', id] as const,
  /** The asset a short code names, on the Scan page. */
  byCode: (code: string) => [...queryRoots.assets, 'code', code] as const,
  detail: (id: string) => [...queryRoots.assets, 'one', id, 'detail'] as const,
  availability: (id: string, period?: { from: string; to: string }) =>
    period ? ([...queryRoots.assets, 'one', id, 'availability', period] as const) : ([...queryRoots.assets, 'one', id, 'availability'] as const),
  myRequestsFor: (id: string, query?: MyRequestsForAssetQuery) =>
    query ? ([...queryRoots.assets, 'one', id, 'my-requests', query] as const) : ([...queryRoots.assets, 'one', id, 'my-requests'] as const),
  history: (id: string, page?: number) =>
    page === undefined ? ([...queryRoots.assets, 'one', id, 'history'] as const) : ([...queryRoots.assets, 'one', id, 'history', page] as const),
  repairs: (id: string) => [...queryRoots.assets, 'one', id, 'repairs'] as const,
  /** The asset's loans out, on the Scan page: all of them, or one page of a search. */
  loans: (id: string, query?: AssetLoansQuery) =>
    query ? ([...queryRoots.assets, 'one', id, 'loans', query] as const) : ([...queryRoots.assets, 'one', id, 'loans'] as const),
  /** The categories, under the assets' root: adding an asset changes their counts. */
  categories: () => [...queryRoots.assets, 'categories'] as const,
};

/** The person's own requests and the admin's list share the `asset-requests` root, so a decision refreshes both. */
export const assetRequestKeys = {
  all: queryRoots.assetRequests,
  mine: () => [...queryRoots.assetRequests, 'me'] as const,
  myList: (query: MyAssetRequestsQuery) => [...queryRoots.assetRequests, 'me', query] as const,
  adminList: (query: AdminAssetRequestsQuery) => [...queryRoots.assetRequests, 'admin', query] as const,
};
