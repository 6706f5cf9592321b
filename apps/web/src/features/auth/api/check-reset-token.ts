import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkResetToken } from '@sahaya/contract/auth/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { authKeys } from './keys.ts';

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => call(checkResetToken, { body: { token } }),
    // A link's state changes only by using it, which this page does itself.
    staleTime: Infinity,
  });
}

/** Whether the reset link of the page can still be used; asked once, as the page opens. */
export function useResetTokenState(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
}
