import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../lib/paths.ts';

const footerLinks = [
  { to: paths.about, label: msg`About us` },
  { to: paths.contact, label: msg`Contact` },
  { to: paths.privacy, label: msg`Privacy policy` },
];

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <Logo />
          <p className="text-muted">
            <Trans>Neighbours helping neighbours: equipment, volunteers and support when it matters.</Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-col gap-1 sm:flex-row sm:gap-4">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 font-semibold text-primary-800 underline-offset-4 hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-sm text-muted">
        <Trans>© {year} Sahaya. Made with care for our community.</Trans>
      </p>
    </footer>
  );
}
