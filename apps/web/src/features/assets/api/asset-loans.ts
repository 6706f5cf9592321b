import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetLoans } from '@sahaya/contract/assets/endpoints';
import type { AdminAssetRequest, AssetLoansQuery } from '@sahaya/contract/assets/schemas';
import type { PageCursors } from '@sahaya/contract/common';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

export interface AssetLoansPage extends PageCursors {
  /** The page these loans belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  loans: AdminAssetRequest[];
  totalPages: number;
  total: number;
}

/**
 * A page of the asset's loans out or about to go out (approved, not returned), soonest first,
 * searched by the borrower's name (GET /api/assets/{id}/loans).
 */
export async function getAssetLoans(id: string, query: AssetLoansQuery): Promise<AssetLoansPage> {
  const reply = await call(assetLoans, { params: { id }, query });
  const { nextCursor, previousCursor } = reply;
  return { page: query.page, loans: reply.loans, totalPages: reply.totalPages, total: reply.totalLoans, nextCursor, previousCursor };
}

/**
 * Under the asset's key, so a hand-over, a return or a decision made elsewhere (which refresh
 * everything about the asset) reads the loans again.
 */
export const assetLoansQueryOptions = (id: string, query: AssetLoansQuery) =>
  queryOptions({
    queryKey: assetKeys.loans(id, query),
    queryFn: () => getAssetLoans(id, query),
    // The page being left stays on screen while the next one loads, so the cards do not jump.
    placeholderData: keepPreviousData,
    retry: false,
    meta: refreshedBy('assetRequest'),
  });

export function useAssetLoans(id: string, query: AssetLoansQuery) {
  return useQuery(assetLoansQueryOptions(id, query));
}
