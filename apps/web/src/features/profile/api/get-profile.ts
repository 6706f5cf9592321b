import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeReply } from '@sahaya/contract/profile/schemas';
import { updateSessionProfile } from '../../../lib/session/auth-store.ts';
import { meQueryOptions } from '../../../lib/queries/me.ts';
import { getPersonRecord } from '../../../lib/queries/people-directory.ts';
import { profileKeys } from './keys.ts';
import type { ProfileRole } from '../utils/profile-role.ts';

/**
 * A person's profile as the pages use it, whichever endpoint it came from. A user's own record
 * carries their PAN (for 80G receipts); a volunteer's details, who do not donate, do not.
 */
export type Profile = Pick<MeReply, 'user' | 'address'> & Partial<Pick<MeReply, 'pan'>>;

/**
 * Volunteers read their profile through the volunteer details call (spec 2 §7); like the users'
 * own record, each read keeps the header's name and picture current.
 */
export async function getVolunteerProfile(id: string): Promise<Profile> {
  const { person, address } = await getPersonRecord('volunteer', id);
  updateSessionProfile({ name: person.name, profilePicture: person.profilePicture });
  return { user: person, address };
}

const volunteerProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.volunteer(userId), queryFn: () => getVolunteerProfile(userId) });

/** Users read their own record, the query the dashboard's greeting shares; volunteers their details call. */
export function useProfile(role: ProfileRole, userId: string) {
  const own = useQuery({ ...meQueryOptions, enabled: role !== 'volunteer' });
  const volunteer = useQuery({ ...volunteerProfileQueryOptions(userId), enabled: role === 'volunteer' });
  return role === 'volunteer' ? volunteer : own;
}
