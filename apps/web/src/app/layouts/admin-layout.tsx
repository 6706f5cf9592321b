import {
  Boxes,
  ClipboardList,
  HandCoins,
  HeartHandshake,
  LayoutDashboard,
  Users,
  Video,
} from 'lucide-react';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';
import { paths } from '../../lib/paths.ts';

const items: SidebarItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.admin.userManagement, label: 'User Management', Icon: Users, also: [paths.admin.addUser, paths.admin.userDetailsRoot] },
  {
    to: paths.admin.volunteerManagement,
    label: 'Volunteer Management',
    Icon: HeartHandshake,
    also: [paths.admin.addVolunteer, paths.admin.volunteerDetailsRoot],
  },
  { to: paths.admin.assetManagement, label: 'Asset Management', Icon: Boxes, also: [paths.admin.addAsset, paths.admin.assets] },
  {
    to: paths.admin.requestManagement,
    label: 'Request Management',
    Icon: ClipboardList,
    also: [paths.admin.assistanceRequests],
  },
  { to: paths.admin.donations, label: 'Donations', Icon: HandCoins },
  { to: paths.admin.meetings, label: 'Meetings', Icon: Video },
];

/** The admin console's shell (spec 3 §2): top bar and collapsible sidebar of the seven sections. */
export function AdminLayout() {
  return (
    <SidebarShell
      area="Admin"
      homePath={paths.admin.dashboard}
      items={items}
      cookieName="sahaya.adminSidebar"
      actions={<AccountActions role="admin" />}
    />
  );
}
