import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/me.ts';

/** The roles that have a profile area (admins do not). */
export type ProfileRole = 'user' | 'volunteer';

/** The API prefix of a role's own calls: /api/users/… or /api/volunteers/… (spec 2 §7). */
export function accountPath(role: ProfileRole): string {
  return role === 'volunteer' ? '/api/volunteers' : '/api/users';
}

/** After a profile change both readings of the profile (and the dashboard greeting) are refetched. */
export function invalidateProfile(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['volunteers'] }),
  ]);
}
