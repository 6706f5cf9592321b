import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerDetailsReply } from '@sahaya/contract/people';
import type { MeReply } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';
import type { ProfileRole } from '../utils/profile-role.ts';

/** A person's profile as the pages use it, whichever endpoint it came from. */
export type Profile = MeReply;

export function getMyProfile(): Promise<Profile> {
  return api.get<MeReply>('/api/users/me');
}

/** Volunteers read their profile through the volunteer details call (spec 2 §7). */
export async function getVolunteerProfile(id: string): Promise<Profile> {
  const reply = await api.get<VolunteerDetailsReply>(`/api/volunteers/${encodeURIComponent(id)}`);
  return { user: reply.volunteer, address: reply.address };
}

/** Users read /api/users/me (key shared with the dashboard's greeting); volunteers their details call. */
export function profileQueryKey(role: ProfileRole, userId: string): readonly string[] {
  return role === 'volunteer' ? ['volunteers', userId] : ['users', 'me'];
}

export function profileQueryOptions(role: ProfileRole, userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(role, userId),
    queryFn: () => (role === 'volunteer' ? getVolunteerProfile(userId) : getMyProfile()),
  });
}

export function useProfile(role: ProfileRole, userId: string) {
  return useQuery(profileQueryOptions(role, userId));
}
