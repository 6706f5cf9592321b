/**
 * The details pages of a user or a volunteer (spec 3 §2 User details, Volunteer details): the
 * person and their address from the people module, their certificates as signed links that
 * `<img>`, `<iframe>` and a download can open without a bearer token, a volunteer's tasks on hand
 * from the module that registers them, and their latest real actions.
 */
import type { Language } from '@sahaya/contract/i18n/languages';
import type { PersonDetails } from '@sahaya/contract/people/schemas';
import type { Address } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { findPerson, toProfileUser, type ManagedRole } from '../people/people.service.ts';
import { guardianOf } from '../people/guardians.service.ts';
import { recentActivity } from './recent-activity.ts';

export async function personDetails(
  deps: { db: Db; storage: Storage; dashboardFigures: DashboardFigures },
  role: ManagedRole,
  id: string,
  language: Language,
): Promise<{ person: PersonDetails; address: Address | null; tasks: number }> {
  const [{ row, address, registeredBy }, tasks, activity, guardian] = await Promise.all([
    findPerson(deps.db, role, id),
    role === 'volunteer' ? deps.dashboardFigures.tasks().of(deps.db, id) : 0,
    recentActivity(deps, id, language),
    guardianOf(deps.db, id),
  ]);
  return { person: { ...toProfileUser(deps.storage, row), registeredBy, guardian, recentActivity: activity }, address, tasks };
}
