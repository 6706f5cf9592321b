import { useMutation } from '@tanstack/react-query';
import type { Credentials, SessionReply } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export function adminLogin(data: Credentials): Promise<SessionReply> {
  return api.post<SessionReply>('/api/auth/admin/login', { data, selectedRole: 'admin' });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, onSuccess: startSession });
}
