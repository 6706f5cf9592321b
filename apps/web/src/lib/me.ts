import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeReply } from '@sahaya/contract/profile';
import { api } from './api-client.ts';
import { updateSessionProfile } from './auth-store.ts';

/**
 * The signed-in person's own record (GET /api/users/me), one query for every page that shows it.
 * Each read also brings the session's name and picture (the header's) up to date, so a change
 * made on another device, or before the session kept the picture, shows at once.
 */
export async function getMe(): Promise<MeReply> {
  const me = await api.get<MeReply>('/api/users/me');
  updateSessionProfile({ name: me.user.name, profilePicture: me.user.profilePicture });
  return me;
}

export const meQueryOptions = queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, retry: false });

/**
 * The dashboard's summary of the person (GET /api/users/me/summary). The bell refreshes it when a
 * notification arrives or is read, so the unread card follows.
 */
export const summaryQueryKey = ['users', 'me', 'summary'] as const;

export function useMe() {
  return useQuery(meQueryOptions);
}
