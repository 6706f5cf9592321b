import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAssetRequest as cancelAssetRequestEndpoint } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

/** The person cancels their own request, pending or approved and not yet handed over (POST /api/assetRequests/{id}/cancel). */
export function cancelAssetRequest(id: string) {
  return call(cancelAssetRequestEndpoint, { params: { id } });
}

/**
 * A cancel changes the person's lists, the asset's stock and its page, and the admin's lists and
 * dashboard; whatever the answer, they are read again: a refusal (the units were handed over
 * meanwhile) also means what is on screen is out of date.
 */
export function useCancelAssetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelAssetRequest(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
      ]),
  });
}
