import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../lib/paths.ts';

const footerLinks = [
  { to: paths.about, label: 'About us' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.privacy, label: 'Privacy policy' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <Logo />
          <p className="text-muted">Neighbours helping neighbours: equipment, volunteers and support when it matters.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-1 sm:flex-row sm:gap-4">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 font-semibold text-primary-800 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-sm text-muted">
        © {new Date().getFullYear()} Sahaya. Made with care for our community.
      </p>
    </footer>
  );
}
