import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handOver as handOverEndpoint } from '@sahaya/contract/assets/endpoints';
import type { HandOverBody } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys, assetRequestKeys } from './keys.ts';

/**
 * Record that the units of an approved loan were given to the borrower (POST /api/assetRequests/{id}/handover),
 * with how its deposit was paid when the asset asks one.
 */
export function handOver(id: string, body?: HandOverBody) {
  return call(handOverEndpoint, { params: { id }, body: body ?? {} });
}

/** A hand-over shows on the asset's loans and history and in both lists of requests, so those are read again. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: HandOverBody }) => handOver(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetRequestKeys.all }),
      ]),
  });
}
