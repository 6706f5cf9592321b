import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of the profile feature; a user's own record is lib/queries/me.ts's, shared with the dashboard.
 * Typed as plain string lists like that one, so both readings of a profile are one query type.
 */
export const profileKeys = {
  volunteer: (userId: string): readonly string[] => [...queryRoots.volunteers, userId],
  /** The download of one's own data: one per person, whoever is signed in. */
  dataExport: (): readonly string[] => [...queryRoots.users, 'me', 'export'],
  /** One's consent to each purpose of the privacy notice. */
  consents: (): readonly string[] => [...queryRoots.users, 'me', 'consents'],
  /** One's nominee (DPDP Act s. 14). */
  nominee: (): readonly string[] => [...queryRoots.users, 'me', 'nominee'],
  /** A page of who has seen one's data, newest first. */
  accessLog: (page: number): readonly unknown[] => [...queryRoots.users, 'me', 'access-log', page],
};
