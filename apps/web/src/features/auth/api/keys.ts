/** Query keys of sign-in, in one place. */
export const authKeys = {
  /** Whether a stored session's person has been blocked meanwhile. */
  blocked: (userId: string) => ['auth', 'authenticateUser', userId] as const,
  /** Whether a mailed reset link can still be used. */
  resetToken: (token: string) => ['auth', 'resetToken', token] as const,
  /** The server's public runtime settings. */
  config: ['config'] as const,
};
