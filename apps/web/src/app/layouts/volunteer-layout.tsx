import { ClipboardList, LayoutDashboard, ListChecks, Video } from 'lucide-react';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';
import { paths } from '../../lib/paths.ts';

const items: SidebarItem[] = [
  { to: paths.volunteer.dashboard, label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.volunteer.assistanceRequests, label: 'Request List', Icon: ListChecks, exact: true },
  // A request's details are opened from the volunteer's processing requests, and lead back there.
  { to: paths.volunteer.requests, label: 'Processing Requests', Icon: ClipboardList, also: [`${paths.volunteer.assistanceRequests}/`] },
  { to: paths.volunteer.meetings, label: 'Meetings', Icon: Video },
];

/** The volunteer area's shell (spec 2 §2). Logout lands on /admin/login as the spec states. */
export function VolunteerLayout() {
  return (
    <SidebarShell
      area="Volunteer"
      homePath={paths.volunteer.dashboard}
      items={items}
      cookieName="sahaya.volunteerSidebar"
      actions={
        <>
          <NotificationBell role="volunteer" />
          <AccountActions role="volunteer" />
        </>
      }
    />
  );
}
