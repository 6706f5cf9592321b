import {
  Boxes,
  ClipboardList,
  HandCoins,
  HeartHandshake,
  LayoutDashboard,
  MessageSquareText,
  Users,
  Video,
} from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { AccountActions } from './account-actions.tsx';
import { SidebarShell, type SidebarItem } from './sidebar-shell.tsx';

const items: SidebarItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/userManagement', label: 'User Management', Icon: Users, also: ['/admin/addUser', '/admin/userDetails'] },
  {
    to: '/admin/volunteerManagement',
    label: 'Volunteer Management',
    Icon: HeartHandshake,
    also: ['/admin/addVolunteer', '/admin/volunteerDetails'],
  },
  { to: '/admin/assetManagement', label: 'Asset Management', Icon: Boxes, also: ['/admin/addAsset', '/admin/assets'] },
  {
    to: '/admin/requestManagement',
    label: 'Request Management',
    Icon: ClipboardList,
    also: ['/admin/assistanceRequests'],
  },
  { to: '/admin/donations', label: 'Donations', Icon: HandCoins },
  { to: '/admin/meetings', label: 'Meetings', Icon: Video },
];

/** The admin console's shell (spec 3 §2): top bar and collapsible sidebar of the seven sections. */
export function AdminLayout() {
  return (
    <SidebarShell
      area="Admin"
      homePath="/admin/dashboard"
      items={items}
      cookieName="sahaya.adminSidebar"
      actions={
        <>
          <Button variant="ghost" size="icon" onClick={() => toast.info('Comments are coming soon.')}>
            <MessageSquareText aria-hidden />
            <span className="sr-only">Comments</span>
          </Button>
          {/* The spec points the admin's profile link at /user/profile. */}
          <AccountActions profilePath="/user/profile" />
        </>
      }
    />
  );
}
