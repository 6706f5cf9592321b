import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setNominee as setNomineeEndpoint } from '@sahaya/contract/privacy/rights-endpoints';
import type { NomineeReply, SetNomineeBody } from '@sahaya/contract/privacy/nominee';
import { call } from '../../../lib/api/api-client.ts';
import { profileKeys } from './keys.ts';

/** Names or changes one's nominee (PUT /api/users/me/nominee). */
export function setNominee(body: SetNomineeBody) {
  return call(setNomineeEndpoint, { body });
}

/** The reply carries the nominee as saved, so the card shows it without asking again. */
export function useSetNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNominee,
    onSuccess: (reply) => queryClient.setQueryData<NomineeReply>(profileKeys.nominee(), { nominee: reply.nominee }),
  });
}
