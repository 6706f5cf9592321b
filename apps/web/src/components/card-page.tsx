import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { Card } from './ui/card.tsx';
import { cn } from '../lib/cn.ts';
import { PageTitle } from './page-title.tsx';
import { paths } from '../lib/paths.ts';
import { PageHeading } from './ui/page-header.tsx';

interface CardPageProps {
  title: string;
  description?: ReactNode;
  /** Shown beside the form on wide screens and above it on small ones. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A public page that is one card: the sign-in pages, and the pages a family contact opens from a
 * mail. The logo back to the home page, the language switch, a heading and the card.
 */
export function CardPage({ title, description, aside, children }: CardPageProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-50 to-stone-50">
      <PageTitle>{title}</PageTitle>
      <header className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-4 sm:px-6">
        <Link to={paths.home} aria-label={t`Sahaya home`} className="rounded-lg">
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main
        id="main"
        className={cn(
          'mx-auto grid w-full flex-1 items-start gap-6 px-4 pb-(--toast-clearance) sm:px-6',
          aside ? 'max-w-5xl lg:grid-cols-[1fr_1.1fr] lg:items-center' : 'max-w-lg',
        )}
      >
        {aside ? <div className="order-last lg:order-first">{aside}</div> : null}
        <Card className="p-5 sm:p-8">
          <PageHeading className="text-2xl font-bold sm:text-3xl">{title}</PageHeading>
          {description ? <div className="mt-1 text-muted">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </Card>
      </main>
    </div>
  );
}
