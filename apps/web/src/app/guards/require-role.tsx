import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { clearSession, getSignedOutRedirect, useSession } from '../../lib/session/auth-store.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Guards a role area (spec 1 §4): a stranger goes to /home (or /admin/login for the admin area),
 * a blocked user or volunteer is logged out, and another role is sent to its own 404 page.
 */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  const blocked = Boolean(session && session.role !== 'admin' && session.isBlocked);

  useEffect(() => {
    if (blocked) clearSession();
  }, [blocked]);

  if (!session) {
    return <Navigate to={getSignedOutRedirect() ?? (role === 'admin' ? paths.adminLogin : paths.home)} replace />;
  }
  if (blocked) return null;
  if (session.role !== role) return <Navigate to={paths.area(session.role).notFound} replace />;
  return <Outlet />;
}
