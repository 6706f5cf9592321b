import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of sign-in, in one place. */
export const authKeys = {
  /** Whether a stored session's person has been blocked meanwhile. */
  blocked: (userId: string) => [...queryRoots.auth, 'authenticateUser', userId] as const,
  /** Whether a mailed reset link can still be used. */
  resetToken: (token: string) => [...queryRoots.auth, 'resetToken', token] as const,
};
