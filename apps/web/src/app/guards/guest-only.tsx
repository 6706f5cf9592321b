import { Navigate, Outlet } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { homePathFor, useSession } from '../../lib/session/auth-store.ts';

/** Sign-in pages send someone who is already signed in (and not blocked) to their own home. */
export function GuestOnly({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (session && !session.isBlocked && roles.includes(session.role)) {
    return <Navigate to={homePathFor(session.role)} replace />;
  }
  return <Outlet />;
}
