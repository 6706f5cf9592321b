import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { HeaderAvatar } from './header-avatar.tsx';

/**
 * The profile link and Logout at the end of the volunteer's and the admin's top bar. Both areas
 * log out to /admin/login, as the spec states.
 */
export function AccountActions({ profilePath }: { profilePath: string }) {
  const logout = useLogout('/admin/login');
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={profilePath}>
          <HeaderAvatar className="size-7 text-sm" />
          <span className="max-sm:sr-only">Profile</span>
        </Link>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void logout()}>
        <LogOut aria-hidden />
        <span className="max-sm:sr-only">Logout</span>
      </Button>
    </>
  );
}
