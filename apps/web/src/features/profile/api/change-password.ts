import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import type { ChangePasswordBody } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';
import { accountPath, type ProfileRole } from '../utils/profile-role.ts';

export function changePassword(role: ProfileRole, body: ChangePasswordBody): Promise<MessageBody> {
  return api.patch<MessageBody>(`${accountPath(role)}/password`, body);
}

export function useChangePassword(role: ProfileRole) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(role, body) });
}
