import { useLingui } from '@lingui/react/macro';
import { PanelLeft } from 'lucide-react';
import { useCallback, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COOKIE_DAYS } from '@sahaya/contract/constants';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';
import { ReadingOptions } from '../../components/reading-options.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useCookieBoolean } from '../../lib/session/use-cookie-state.ts';
import { useEscapeKey } from '../../lib/hooks/use-escape-key.ts';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { stickyHeaderRef } from '../../lib/focus/focus-clearance.ts';

export interface SidebarItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * Other paths that belong to this section, so it stays highlighted on its sub-pages; one ending
   * in `/` stands for the pages below it only.
   */
  also?: string[];
  /** Highlighted on its own page only, when its sub-pages belong to another section. */
  exact?: boolean;
}

interface SidebarShellProps {
  /** Names the navigation landmark, for example "Admin". */
  area: string;
  /** Names the logo's link home, for example "Sahaya admin dashboard". */
  homeLabel: string;
  homePath: string;
  items: SidebarItem[];
  /** Cookie remembering whether the sidebar is expanded (spec: 7 days). */
  cookieName: string;
  /** The right-hand side of the top bar (profile link, logout …). */
  actions: ReactNode;
}

const within = (pathname: string, path: string) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`));

function isCurrent(pathname: string, item: SidebarItem): boolean {
  if (item.exact ? pathname === item.to : within(pathname, item.to)) return true;
  return (item.also ?? []).some((path) => within(pathname, path));
}

/**
 * The volunteer and admin shell: a top bar with the sidebar toggle, and a sidebar of sections.
 * Wider than 768 px the sidebar collapses to icons and back, remembered in a cookie; at 768 px
 * or narrower it is hidden and slides over the page on demand.
 */
export function SidebarShell({ area, homeLabel, homePath, items, cookieName, actions }: SidebarShellProps) {
  const { t } = useLingui();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [expanded, setExpanded] = useCookieBoolean(cookieName, true, SIDEBAR_COOKIE_DAYS);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const open = isMobile ? mobileOpen : expanded;

  const toggle = () => (isMobile ? setMobileOpen(!mobileOpen) : setExpanded(!expanded));

  useEscapeKey(isMobile && mobileOpen, useCallback(() => setMobileOpen(false), []));

  const compact = !isMobile && !expanded;

  return (
    <div className="flex min-h-dvh flex-col">
      <header ref={stickyHeaderRef} className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-stone-200 bg-white px-3 py-2 sm:px-4">
        <Button variant="ghost" size="icon" aria-expanded={open} aria-controls="app-sidebar" onClick={toggle}>
          <PanelLeft aria-hidden />
          <span className="sr-only">{t`Toggle sidebar`}</span>
        </Button>
        <Link to={homePath} aria-label={homeLabel} className="me-auto rounded-lg">
          <Logo compactOnMobile />
        </Link>
        <div className="flex flex-wrap items-center justify-end gap-1 sm:gap-2">
          <LanguageSwitch className="max-sm:hidden" />
          <ReadingOptions />
          {actions}
        </div>
      </header>
      <div className="flex flex-1">
        {isMobile && mobileOpen ? (
          <button
            type="button"
            aria-label={t`Close sidebar`}
            tabIndex={-1}
            className="fixed inset-0 top-[var(--sticky-top,61px)] z-20 bg-ink/40"
            onClick={() => setMobileOpen(false)}
          />
        ) : null}
        <nav
          id="app-sidebar"
          aria-label={area}
          hidden={isMobile && !mobileOpen}
          className={cn(
            'shrink-0 border-e border-stone-200 bg-white',
            isMobile
              ? 'fixed top-[var(--sticky-top,61px)] bottom-0 start-0 z-20 w-72 max-w-full overflow-y-auto shadow-xl'
              : 'sticky top-[var(--sticky-top,61px)] h-[calc(100dvh-var(--sticky-top,61px))] overflow-y-auto transition-[width]',
            !isMobile && (compact ? 'w-20' : 'w-72'),
          )}
        >
          <ul className="space-y-1 p-3">
            {items.map((item) => {
              const current = isCurrent(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    title={compact ? item.label : undefined}
                    onClick={() => setMobileOpen(false)}
                    className={cn(
                      'flex min-h-12 items-center gap-3 rounded-lg px-3 font-semibold transition-colors',
                      compact && 'justify-center px-0',
                      current
                        ? 'bg-primary-700 text-white'
                        : 'text-muted hover:bg-primary-50 hover:text-primary-900',
                    )}
                  >
                    <item.Icon className="size-5 shrink-0" aria-hidden />
                    <span className={cn(compact && 'sr-only')}>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 pt-8 pb-(--toast-clearance) sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
