import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import type { DeleteAccountBody } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';

export function deleteAccount(body: DeleteAccountBody): Promise<MessageBody> {
  return api.delete<MessageBody>('/api/users/me', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
