import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinWaitlist as joinWaitlistEndpoint, leaveWaitlist as leaveWaitlistEndpoint } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

export function joinWaitlist(assetId: string) {
  return call(joinWaitlistEndpoint, { params: { id: assetId } });
}

export function leaveWaitlist(assetId: string) {
  return call(leaveWaitlistEndpoint, { params: { id: assetId } });
}

/**
 * Joining or leaving an asset's waiting list. The asset is read again either way, success or
 * refusal: its reply carries the person's place in line, and a refusal ("units are free now",
 * "already on the list") means the page showed something out of date.
 */
export function useWaitlist(assetId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId) });
  const join = useMutation({ mutationFn: () => joinWaitlist(assetId), onSettled: refresh });
  const leave = useMutation({ mutationFn: () => leaveWaitlist(assetId), onSettled: refresh });
  return { join, leave };
}
