import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeNominee as removeNomineeEndpoint } from '@sahaya/contract/privacy/rights-endpoints';
import type { NomineeReply } from '@sahaya/contract/privacy/nominee';
import { call } from '../../../lib/api/api-client.ts';
import { profileKeys } from './keys.ts';

/** Removes one's nominee (DELETE /api/users/me/nominee). */
export function removeNominee() {
  return call(removeNomineeEndpoint);
}

export function useRemoveNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNominee,
    onSuccess: () => queryClient.setQueryData<NomineeReply>(profileKeys.nominee(), { nominee: null }),
  });
}
