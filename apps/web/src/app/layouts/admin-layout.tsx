import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Boxes,
  ClipboardList,
  HandCoins,
  HeartHandshake,
  LayoutDashboard,
  MessageSquareWarning,
  ScanLine,
  Shapes,
  ShieldAlert,
  Users,
  Video,
} from 'lucide-react';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';
import { paths } from '../../lib/paths.ts';

const items = [
  { to: paths.admin.dashboard, label: msg`Dashboard`, Icon: LayoutDashboard },
  { to: paths.admin.userManagement, label: msg`User Management`, Icon: Users, also: [paths.admin.addUser, paths.admin.userDetailsRoot] },
  {
    to: paths.admin.volunteerManagement,
    label: msg`Volunteer Management`,
    Icon: HeartHandshake,
    also: [paths.admin.addVolunteer, paths.admin.volunteerDetailsRoot],
  },
  { to: paths.admin.assetManagement, label: msg`Asset Management`, Icon: Boxes, also: [paths.admin.addAsset, paths.admin.assets] },
  { to: paths.admin.assetCategories, label: msg`Categories`, Icon: Shapes },
  { to: paths.admin.scan, label: msg`Scan`, Icon: ScanLine },
  {
    to: paths.admin.requestManagement,
    label: msg`Request Management`,
    Icon: ClipboardList,
    also: [paths.admin.assistanceRequests],
  },
  { to: paths.admin.donations, label: msg`Donations`, Icon: HandCoins },
  { to: paths.admin.meetings, label: msg`Meetings`, Icon: Video },
  { to: paths.admin.grievances, label: msg`Grievances`, Icon: MessageSquareWarning },
  { to: paths.admin.breachNotices, label: msg`Breach notices`, Icon: ShieldAlert },
];

/** The admin console's shell (spec 3 §2): top bar and collapsible sidebar of its sections. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const shown: SidebarItem[] = items.map((item) => ({ ...item, label: i18n._(item.label) }));
  return (
    <SidebarShell
      area={t`Admin`}
      homeLabel={t`Sahaya admin dashboard`}
      homePath={paths.admin.dashboard}
      items={shown}
      cookieName="sahaya.adminSidebar"
      actions={<AccountActions role="admin" />}
    />
  );
}
