import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, LayoutDashboard, ListChecks, MessageSquareWarning, UserPlus, Video } from 'lucide-react';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';
import { paths } from '../../lib/paths.ts';

const items = [
  { to: paths.volunteer.dashboard, label: msg`Dashboard`, Icon: LayoutDashboard },
  { to: paths.volunteer.assistanceRequests, label: msg`Request List`, Icon: ListChecks, exact: true },
  // A request's details are opened from the volunteer's processing requests, and lead back there.
  { to: paths.volunteer.requests, label: msg`Processing Requests`, Icon: ClipboardList, also: [`${paths.volunteer.assistanceRequests}/`] },
  // A person without an account, registered at the door with their mobile number.
  { to: paths.volunteer.registerPerson, label: msg`Register someone`, Icon: UserPlus },
  { to: paths.volunteer.meetings, label: msg`Meetings`, Icon: Video },
  { to: paths.volunteer.grievances, label: msg`Grievances`, Icon: MessageSquareWarning },
];

/** The volunteer area's shell (spec 2 §2). Logout lands on /admin/login as the spec states. */
export function VolunteerLayout() {
  const { t, i18n } = useLingui();
  const shown: SidebarItem[] = items.map((item) => ({ ...item, label: i18n._(item.label) }));
  return (
    <SidebarShell
      area={t`Volunteer`}
      homeLabel={t`Sahaya volunteer dashboard`}
      homePath={paths.volunteer.dashboard}
      items={shown}
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
