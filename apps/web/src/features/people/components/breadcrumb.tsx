import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { KindConfig } from '../utils/kinds.ts';

/** The way back from a person's page to the list it came from. */
export function Breadcrumb({ config, current }: { config: KindConfig; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to={config.listPath} className="font-semibold text-primary-800 underline underline-offset-4">
            {config.sectionTitle}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4 text-muted" />
        </li>
        <li aria-current="page" className="text-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}
