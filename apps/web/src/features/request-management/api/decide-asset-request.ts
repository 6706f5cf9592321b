import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideAssetRequest as decideAssetRequestEndpoint } from '@sahaya/contract/assets/endpoints';
import type { DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api-client.ts';
import { requestManagementKeys } from './keys.ts';

/** Approve or reject a pending request, or mark an approved one returned (PATCH /api/assetRequests/{id}). */
export function decideAssetRequest(id: string, body: DecideAssetRequestBody) {
  return call(decideAssetRequestEndpoint, { params: { id }, body });
}

export function useDecideAssetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideAssetRequestBody }) => decideAssetRequest(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestManagementKeys.assetRequests }),
        queryClient.invalidateQueries({ queryKey: requestManagementKeys.assets }),
        queryClient.invalidateQueries({ queryKey: requestManagementKeys.adminDashboard }),
      ]),
  });
}
