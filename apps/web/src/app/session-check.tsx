import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { authMessages } from '@sahaya/contract/messages';
import { authenticateUserQueryOptions } from '../features/auth/api/authenticate-user.ts';
import { clearSession, useSession } from '../lib/session/auth-store.ts';
import { contractText } from '../lib/i18n/contract-text.ts';
import { meQueryOptions } from '../lib/queries/me.ts';

/**
 * On start, a stored user or volunteer session asks the server whether the account has been
 * blocked since; a blocked account is logged out at once (spec 1 §4). Every session reads the
 * person's record too, for their reading preferences.
 */
export function SessionCheck() {
  const session = useSession();
  const userId = session && session.role !== 'admin' ? session.userId : '';
  const { data } = useQuery({ ...authenticateUserQueryOptions(userId), enabled: Boolean(userId) });
  // The person's record brings their account's language and text size (lib/queries/me.ts), whatever page
  // the session starts on: someone signing in on a new device reads as they chose on the last one.
  useQuery({ ...meQueryOptions, enabled: session !== null && !session.isBlocked });

  useEffect(() => {
    if (!data?.isBlocked) return;
    clearSession();
    toast.error(contractText(authMessages.blocked));
  }, [data]);

  return null;
}
