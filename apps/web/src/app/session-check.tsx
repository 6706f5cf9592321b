import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { authMessages } from '@sahaya/contract/messages';
import { authenticateUserQueryOptions } from '../features/auth/api/authenticate-user.ts';
import { clearSession, useSession } from '../lib/auth-store.ts';

/**
 * On start, a stored user or volunteer session asks the server whether the account has been
 * blocked since; a blocked account is logged out at once (spec 1 §4).
 */
export function SessionCheck() {
  const session = useSession();
  const userId = session && session.role !== 'admin' ? session.userId : '';
  const { data } = useQuery({ ...authenticateUserQueryOptions(userId), enabled: Boolean(userId) });

  useEffect(() => {
    if (!data?.isBlocked) return;
    clearSession();
    toast.error(authMessages.blocked);
  }, [data]);

  return null;
}
