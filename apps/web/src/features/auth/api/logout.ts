import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/auth-store.ts';

export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}

/**
 * Ends the session on the server (clearing the refresh cookie) and forgets everything locally,
 * even when the server cannot be reached: the person asked to leave and must be signed out.
 * The role guard then sends them to `redirectTo`.
 */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session is cleared below whatever the server answered.
    }
    clearSession({ redirectTo });
    queryClient.clear();
  }, [queryClient, redirectTo]);
}
