import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function authenticateUser(userId: string): Promise<{ isBlocked: boolean }> {
  return api.post<{ isBlocked: boolean }>(`/api/auth/authenticateUser/${encodeURIComponent(userId)}`);
}

/** Asked once per stored session when the app starts, to catch accounts blocked meanwhile. */
export const authenticateUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'authenticateUser', userId],
    queryFn: () => authenticateUser(userId),
    staleTime: Infinity,
    retry: false,
  });
