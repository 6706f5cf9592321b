import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { stickyHeaderRef } from '../../../lib/focus-clearance.ts';

const pageLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

/** The public pages' header: the logo, about and contact, and the two ways in. */
export function SiteHeader() {
  return (
    <header ref={stickyHeaderRef} className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
        <Link to={paths.home} aria-label="Sahaya home" className="mr-auto rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Site" className="hidden items-center gap-1 md:flex">
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
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Button asChild variant="ghost" size="sm" className="sm:min-h-11 sm:px-4 sm:text-base">
          <Link to={paths.login}>Login</Link>
        </Button>
        <Button asChild size="sm" className="sm:min-h-11 sm:px-4 sm:text-base">
          <Link to={paths.register}>Sign Up</Link>
        </Button>
      </div>
    </header>
  );
}
