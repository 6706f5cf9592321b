import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetLoans } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

/** The asset's loans out or about to go out (approved, not returned), soonest first (GET /api/assets/{id}/loans). */
export async function getAssetLoans(id: string) {
  const reply = await call(assetLoans, { params: { id } });
  return reply.loans;
}

/**
 * Under the asset's key, so a hand-over, a return or a decision made elsewhere (which refresh
 * everything about the asset) reads the loans again.
 */
export const assetLoansQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.loans(id), queryFn: () => getAssetLoans(id), retry: false, meta: refreshedBy('assetRequest') });

export function useAssetLoans(id: string) {
  return useQuery(assetLoansQueryOptions(id));
}
