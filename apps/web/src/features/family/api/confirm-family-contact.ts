import { useMutation } from '@tanstack/react-query';
import { confirmFamilyContact as confirmFamilyContactEndpoint } from '@sahaya/contract/family/endpoints';
import { call } from '../../../lib/api/api-client.ts';

/** The contact's confirmation, by the token of the mailed link; nobody is signed in. */
export function confirmFamilyContact(token: string) {
  return call(confirmFamilyContactEndpoint, { body: { token } });
}

export function useConfirmFamilyContact() {
  return useMutation({ mutationFn: confirmFamilyContact });
}
