import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handOver as handOverEndpoint } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

/** Record that the units of an approved loan were given to the borrower (POST /api/assetRequests/{id}/handover). */
export function handOver(id: string) {
  return call(handOverEndpoint, { params: { id } });
}

/** A hand-over shows on the asset's loans and history and in both lists of requests, so those are read again. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => handOver(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetRequestKeys.all }),
      ]),
  });
}
