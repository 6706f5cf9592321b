import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export async function googleLogin(idToken: string) {
  // The endpoint comes with its schemas (zod), so it is loaded when someone signs in, not with the page.
  const { googleLogin: googleLoginEndpoint } = await import('@sahaya/contract/auth/endpoints');
  return call(googleLoginEndpoint, { body: { idToken } });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin, onSuccess: startSession });
}
