import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';
import { ReadingOptions } from '../../components/reading-options.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useSession } from '../../lib/session/auth-store.ts';
import { cn } from '../../lib/cn.ts';
import { useEscapeKey } from '../../lib/hooks/use-escape-key.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';
import { ProfileMenuButton } from './profile-menu-button.tsx';
import { paths } from '../../lib/paths.ts';
import { stickyHeaderRef } from '../../lib/focus/focus-clearance.ts';

const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));

const navItems = [
  { to: paths.user.dashboard, label: msg`Dashboard` },
  { to: paths.user.assets, label: msg`Assets` },
  { to: paths.user.requests, label: msg`Requests` },
  { to: paths.user.donations, label: msg`Donations` },
  { to: paths.user.meetings, label: msg`Meetings` },
];

const profileItems = [
  { to: paths.user.profile, label: msg`My Profile` },
  { to: `${paths.user.profileInfo}?tab=uploads`, label: msg`My Uploads` },
  { to: `${paths.user.profileInfo}?tab=password`, label: msg`Change Password` },
  { to: paths.user.grievances, label: msg`Grievances` },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 font-semibold transition-colors',
    isActive ? 'bg-primary-100 text-primary-900' : 'text-muted hover:bg-stone-100 hover:text-ink',
  );

/** The user area's shell: top navigation, a mobile menu mirroring it, and the profile menu. */
export function UserLayout() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const logout = useLogout(paths.login);
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileMenuWanted, setProfileMenuWanted] = useState(false);
  const name = session?.name ?? '';
  const hydrated = useHydrated();
  const menuButton = (
    <ProfileMenuButton name={name} aria-haspopup="menu" aria-expanded={false} onClick={() => setProfileMenuWanted(true)} />
  );

  useEscapeKey(menuOpen, useCallback(() => setMenuOpen(false), []));

  return (
    <div className="flex min-h-dvh flex-col">
      <header ref={stickyHeaderRef} className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-2 px-3 py-2 sm:px-6">
          <Link to={paths.user.dashboard} aria-label={t`Sahaya dashboard`} className="me-auto rounded-lg md:me-4">
            <Logo compactOnMobile />
          </Link>
          <nav aria-label={t`Main`} className="hidden min-w-0 flex-1 flex-wrap items-center gap-1 md:flex">
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {i18n._(item.label)}
              </NavLink>
            ))}
          </nav>
          <LanguageSwitch className="max-sm:hidden" />
          <ReadingOptions />
          <NotificationBell role="user" />
          {/*
            The menu's code (Radix and its positioning) is most of this shell's: it is fetched and run
            once the page has drawn, and the app has adopted the prerendered shell, which has none.
            Until then the same button stands in; pressed, it opens the menu as soon as the menu is there.
          */}
          {hydrated ? (
            <Suspense fallback={menuButton}>
              <ProfileMenu name={name} items={profileItems.map((item) => ({ to: item.to, label: i18n._(item.label) }))} onLogout={() => void logout()} defaultOpen={profileMenuWanted} />
            </Suspense>
          ) : (
            menuButton
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="user-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">
              <Trans>Navigation</Trans>
            </span>
          </Button>
        </div>
        <nav
          id="user-mobile-menu"
          aria-label={t`Main mobile`}
          hidden={!menuOpen}
          className="border-t border-stone-200 px-3 py-2 md:hidden"
        >
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-(--toast-clearance) sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
