import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordEndpoint, changeVolunteerPassword } from '@sahaya/contract/profile/endpoints';
import type { ChangePasswordBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api/api-client.ts';
import type { ProfileRole } from '../utils/profile-role.ts';

/** Volunteers change theirs through their own alias (spec 2 §7). */
export function changePassword(role: ProfileRole, body: ChangePasswordBody) {
  return call(role === 'volunteer' ? changeVolunteerPassword : changePasswordEndpoint, { body });
}

export function useChangePassword(role: ProfileRole) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(role, body) });
}
