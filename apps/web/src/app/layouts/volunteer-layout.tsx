import { ClipboardList, LayoutDashboard, ListChecks, LogOut, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { HeaderAvatar } from './header-avatar.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';

const items: SidebarItem[] = [
  { to: '/volunteer/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/volunteer/assistanceRequests', label: 'Request List', Icon: ListChecks },
  { to: '/volunteer/requests', label: 'Processing Requests', Icon: ClipboardList },
  { to: '/volunteer/meetings', label: 'Meetings', Icon: Video },
];

/** The volunteer area's shell (spec 2 §2). Logout lands on /admin/login as the spec states. */
export function VolunteerLayout() {
  const logout = useLogout('/admin/login');
  return (
    <SidebarShell
      area="Volunteer"
      homePath="/volunteer/dashboard"
      items={items}
      cookieName="sahaya.volunteerSidebar"
      actions={
        <>
          <NotificationBell role="volunteer" />
          <Button asChild variant="ghost" size="sm">
            <Link to="/volunteer/profile">
              <HeaderAvatar className="size-7 text-sm" />
              <span className="max-sm:sr-only">Profile</span>
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            <LogOut aria-hidden />
            <span className="max-sm:sr-only">Logout</span>
          </Button>
        </>
      }
    />
  );
}
