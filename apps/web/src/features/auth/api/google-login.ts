import { useMutation } from '@tanstack/react-query';
import type { SessionReply } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export function googleLogin(idToken: string): Promise<SessionReply> {
  return api.post<SessionReply>('/api/auth/google-login', { idToken });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin, onSuccess: startSession });
}
