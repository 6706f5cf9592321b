import { useMutation } from '@tanstack/react-query';
import { confirmGuardian as confirmGuardianEndpoint } from '@sahaya/contract/guardians/endpoints';
import type { ConfirmGuardianBody } from '@sahaya/contract/guardians/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** The code sent to the account's parent or guardian, given back. */
export function confirmGuardian(body: ConfirmGuardianBody) {
  return call(confirmGuardianEndpoint, { body });
}

export function useConfirmGuardian() {
  return useMutation({ mutationFn: confirmGuardian });
}
