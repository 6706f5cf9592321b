import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { stickyHeaderRef } from '../../../lib/focus/focus-clearance.ts';

const pageLinks = [
  { to: paths.about, label: msg`About` },
  { to: paths.contact, label: msg`Contact` },
];

/**
 * The public pages' header: the logo, about and contact, the language switch and the two ways in.
 * On a phone the switch takes a row of its own under them, so it is never hidden in a menu.
 */
export function SiteHeader() {
  const { i18n, t } = useLingui();
  return (
    <header ref={stickyHeaderRef} className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
        <Link to={paths.home} aria-label={t`Sahaya home`} className="me-auto rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t`Site`} className="hidden items-center gap-1 md:flex">
          {pageLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 font-semibold text-muted hover:text-ink',
                  isActive && 'text-primary-800 underline underline-offset-8',
                )
              }
            >
              {i18n._(link.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch className="order-last w-full justify-end sm:order-none sm:w-auto" />
        <Button asChild variant="ghost" size="sm" className="sm:min-h-11 sm:px-4 sm:text-base">
          <Link to={paths.login}>
            <Trans>Login</Trans>
          </Link>
        </Button>
        <Button asChild size="sm" className="sm:min-h-11 sm:px-4 sm:text-base">
          <Link to={paths.register}>
            <Trans>Sign Up</Trans>
          </Link>
        </Button>
      </div>
    </header>
  );
}
