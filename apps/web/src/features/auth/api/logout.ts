import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api/api-client.ts';
import { forgetDrafts } from '../../../lib/forms/session-draft.ts';
import { clearSession } from '../../../lib/session/auth-store.ts';

export async function logout() {
  // The endpoint comes with the auth schemas (zod), which the signed-in pages otherwise do without.
  const { logout: logoutEndpoint } = await import('@sahaya/contract/auth/endpoints');
  return call(logoutEndpoint);
}

/**
 * Ends the session on the server (clearing the refresh cookie) and forgets everything locally, the
 * forms' drafts too, even when the server cannot be reached: the person asked to leave and must be
 * signed out.
 * The role guard then sends them to `redirectTo`.
 */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The socket is loaded by now whenever one is open.
    await import('../../../lib/api/socket.ts').then(({ closeSocket }) => closeSocket(), () => undefined);
    try {
      await logout();
    } catch {
      // The local session is cleared below whatever the server answered.
    }
    clearSession({ redirectTo });
    forgetDrafts();
    queryClient.clear();
  }, [queryClient, redirectTo]);
}
