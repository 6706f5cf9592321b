import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of the profile feature; a user's own record is lib/queries/me.ts's, shared with the dashboard.
 * Typed as plain string lists like that one, so both readings of a profile are one query type.
 */
export const profileKeys = {
  volunteer: (userId: string): readonly string[] => [...queryRoots.volunteers, userId],
  /** The download of one's own data: one per person, whoever is signed in. */
  dataExport: (): readonly string[] => [...queryRoots.users, 'me', 'export'],
};
