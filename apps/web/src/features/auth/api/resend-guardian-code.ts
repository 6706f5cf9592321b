import { useMutation } from '@tanstack/react-query';
import { resendGuardianCode as resendGuardianCodeEndpoint } from '@sahaya/contract/guardians/endpoints';
import type { ResendGuardianCodeBody } from '@sahaya/contract/guardians/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** A new code to the account's parent or guardian. */
export function resendGuardianCode(body: ResendGuardianCodeBody) {
  return call(resendGuardianCodeEndpoint, { body });
}

export function useResendGuardianCode() {
  return useMutation({ mutationFn: resendGuardianCode });
}
