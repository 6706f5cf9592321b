/**
 * The details pages of a user or a volunteer (spec 3 §2 User details, Volunteer details): the
 * person, their address, their certificates as signed links that `<img>`, `<iframe>` and a
 * download can open without a bearer token, and their latest real actions.
 */
import type { PersonDetails } from '@sahaya/contract/people/schemas';
import type { Address } from '@sahaya/contract/users';
import { recentActivity } from '../activity/activity.service.ts';
import { toProfileUser } from '../profile/profile.service.ts';
import { findPerson, type ManagedRole, type PeopleDeps } from './people.service.ts';

export async function personDetails(
  deps: Pick<PeopleDeps, 'db' | 'storage'>,
  role: ManagedRole,
  id: string,
): Promise<{ person: PersonDetails; address: Address | null; tasks: number }> {
  const [{ row, address, tasks }, activity] = await Promise.all([findPerson(deps.db, role, id), recentActivity(deps.db, id)]);
  return { person: { ...toProfileUser(deps.storage, row), recentActivity: activity }, address, tasks };
}
