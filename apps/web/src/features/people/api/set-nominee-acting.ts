import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setNomineeActing as setNomineeActingEndpoint } from '@sahaya/contract/privacy/rights-endpoints';
import type { NomineeActingReason, NomineeReply } from '@sahaya/contract/privacy/nominee';
import { call } from '../../../lib/api/api-client.ts';
import { peopleKeys } from './keys.ts';

/** Records that a person's nominee now acts for them (PUT /api/users/{id}/nominee/acting, admins). */
export function setNomineeActing(id: string, reason: NomineeActingReason) {
  return call(setNomineeActingEndpoint, { params: { id }, body: { reason } });
}

/** The reply carries the nominee as now recorded; a 404 (they removed theirs meanwhile) refreshes the card. */
export function useSetNomineeActing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: NomineeActingReason) => setNomineeActing(id, reason),
    onSuccess: (reply) => queryClient.setQueryData<NomineeReply>(peopleKeys.nominee(id), { nominee: reply.nominee }),
    onError: () => queryClient.invalidateQueries({ queryKey: peopleKeys.nominee(id) }),
  });
}
