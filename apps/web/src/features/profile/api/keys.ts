import { volunteerProfilesKey } from '../../../lib/person-queries.ts';

/**
 * Query keys of the profile feature; a user's own record is lib/me.ts's, shared with the dashboard.
 * Typed as plain string lists like that one, so both readings of a profile are one query type.
 */
export const profileKeys = {
  /** Every volunteer profile read, refreshed together after a change. */
  volunteers: volunteerProfilesKey,
  volunteer: (userId: string): readonly string[] => [...volunteerProfilesKey, userId],
};
