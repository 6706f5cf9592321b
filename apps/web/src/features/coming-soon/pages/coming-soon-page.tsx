import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

export interface ComingSoonPageProps {
  role: Role;
  title: string;
  /** What the page will let the person do, in a sentence. */
  purpose: string;
}

/**
 * A page whose feature is still being built: its sidebar link and the links to it lead here, so a
 * person learns what is coming and where to get help now, rather than meeting a "page not found".
 */
export function ComingSoonPage({ role, title, purpose }: ComingSoonPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center">
      <PageTitle>{title}</PageTitle>
      <Construction className="size-14 text-primary-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-lg text-ink">This part of Sahaya is on its way. {purpose}</p>
      {role === 'admin' ? null : (
        <p className="mt-3 text-muted">
          Need help before then? Call our helpline on{' '}
          <a href="tel:+911800123456" className="font-semibold text-primary-800 underline underline-offset-4">
            1800 123 456
          </a>
          , or <strong>112</strong> in an emergency.
        </p>
      )}
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.area(role).dashboard}>Go to Dashboard</Link>
      </Button>
    </section>
  );
}
