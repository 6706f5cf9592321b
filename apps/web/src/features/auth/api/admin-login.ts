import { useMutation } from '@tanstack/react-query';
import { adminLogin as adminLoginEndpoint } from '@sahaya/contract/auth/endpoints';
import type { Credentials } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export function adminLogin(data: Credentials) {
  return call(adminLoginEndpoint, { body: { data, selectedRole: 'admin' } });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, onSuccess: startSession });
}
