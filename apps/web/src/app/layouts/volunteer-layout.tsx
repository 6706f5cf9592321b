import { ClipboardList, LayoutDashboard, ListChecks, Video } from 'lucide-react';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';

const items: SidebarItem[] = [
  { to: '/volunteer/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/volunteer/assistanceRequests', label: 'Request List', Icon: ListChecks },
  { to: '/volunteer/requests', label: 'Processing Requests', Icon: ClipboardList },
  { to: '/volunteer/meetings', label: 'Meetings', Icon: Video },
];

/** The volunteer area's shell (spec 2 §2). Logout lands on /admin/login as the spec states. */
export function VolunteerLayout() {
  return (
    <SidebarShell
      area="Volunteer"
      homePath="/volunteer/dashboard"
      items={items}
      cookieName="sahaya.volunteerSidebar"
      actions={
        <>
          <NotificationBell role="volunteer" />
          <AccountActions profilePath="/volunteer/profile" />
        </>
      }
    />
  );
}
