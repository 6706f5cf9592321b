import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewAssetRequest as renewAssetRequestEndpoint } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

/** The person moves the return day of a loan they have to a later one (POST /api/assetRequests/{id}/renew). */
export function renewAssetRequest(id: string, returnDate: string) {
  return call(renewAssetRequestEndpoint, { params: { id }, body: { returnDate } });
}

/** A renewal changes the person's lists, the asset's free days and the admin's lists and dashboard. */
export function useRenewAssetRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnDate: string) => renewAssetRequest(id, returnDate),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
      ]),
  });
}
