import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideAssetRequest as decideAssetRequestEndpoint } from '@sahaya/contract/assets/endpoints';
import type { DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

/** Approve or reject a pending request, or mark an approved one returned (PATCH /api/assetRequests/{id}). */
export function decideAssetRequest(id: string, body: DecideAssetRequestBody) {
  return call(decideAssetRequestEndpoint, { params: { id }, body });
}

/**
 * A decision changes more than the list: the asset's stock, the requester's My Requests and the
 * admin dashboard's pending requests, so all three are read again.
 */
export function useDecideAssetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideAssetRequestBody }) => decideAssetRequest(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
      ]),
  });
}
