import { useMutation } from '@tanstack/react-query';
import { sendNewPhoneCode as sendNewPhoneCodeEndpoint } from '@sahaya/contract/profile/endpoints';
import type { NewPhoneBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** Texts a code to the number the person wants on their account; nothing is saved yet. */
export function sendNewPhoneCode(body: NewPhoneBody) {
  return call(sendNewPhoneCodeEndpoint, { body });
}

export function useSendNewPhoneCode() {
  return useMutation({ mutationFn: sendNewPhoneCode });
}
