import { useMutation } from '@tanstack/react-query';
import { deleteAccount as deleteAccountEndpoint } from '@sahaya/contract/profile/endpoints';
import type { DeleteAccountBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api/api-client.ts';

export function deleteAccount(body: DeleteAccountBody) {
  return call(deleteAccountEndpoint, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
