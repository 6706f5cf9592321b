import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a page to the list it belongs to: the list's link (24 px tall at least, a finger's target), then the page itself. */
export function Breadcrumb({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to={parent.to} className="inline-flex min-h-6 items-center font-semibold text-primary-800 underline underline-offset-4">
            {parent.label}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4 text-muted rtl:-scale-x-100" />
        </li>
        <li aria-current="page" className="break-words text-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}
