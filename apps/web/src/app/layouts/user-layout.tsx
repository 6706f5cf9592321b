import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useSession } from '../../lib/auth-store.ts';
import { cn } from '../../lib/cn.ts';
import { useEscapeKey } from '../../lib/use-escape-key.ts';
import { HeaderAvatar } from './header-avatar.tsx';

const navItems = [
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/assets', label: 'Assets' },
  { to: '/user/requests', label: 'Requests' },
  { to: '/user/donations', label: 'Donations' },
  { to: '/user/meetings', label: 'Meetings' },
];

const profileItems = [
  { to: '/user/profile', label: 'My Profile' },
  { to: '/user/profile/info?tab=uploads', label: 'My Uploads' },
  { to: '/user/profile/info?tab=password', label: 'Change Password' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 font-semibold transition-colors',
    isActive ? 'bg-primary-100 text-primary-900' : 'text-muted hover:bg-stone-100 hover:text-ink',
  );

/** The user area's shell: top navigation, a mobile menu mirroring it, and the profile menu. */
export function UserLayout() {
  const session = useSession();
  const logout = useLogout('/user/login');
  const [menuOpen, setMenuOpen] = useState(false);
  const name = session?.name ?? '';

  useEscapeKey(menuOpen, useCallback(() => setMenuOpen(false), []));

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:px-6">
          <Link to="/user/dashboard" aria-label="Sahaya dashboard" className="mr-auto rounded-lg md:mr-4">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <NotificationBell role="user" />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <button
                type="button"
                aria-label="Profile menu"
                className="flex min-h-11 items-center gap-1 rounded-full p-1 pr-2 hover:bg-stone-100"
              >
                <HeaderAvatar className="size-9" />
                <ChevronDown className="size-4 text-muted" aria-hidden />
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-40 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
              >
                {name ? (
                  <DropdownMenu.Label className="px-3 py-2 text-sm text-muted">Signed in as {name}</DropdownMenu.Label>
                ) : null}
                {profileItems.map((item) => (
                  <DropdownMenu.Item key={item.to} asChild>
                    <Link
                      to={item.to}
                      className="flex min-h-11 items-center rounded-lg px-3 font-medium outline-none data-[highlighted]:bg-primary-50"
                    >
                      {item.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
                <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
                <DropdownMenu.Item
                  onSelect={() => void logout()}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-medium text-danger outline-none data-[highlighted]:bg-red-50"
                >
                  <LogOut className="size-4" aria-hidden />
                  Logout
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="user-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">Navigation</span>
          </Button>
        </div>
        <nav
          id="user-mobile-menu"
          aria-label="Main mobile"
          hidden={!menuOpen}
          className="border-t border-stone-200 px-3 py-2 md:hidden"
        >
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
