import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** The frame of every public page: header, the page itself, footer. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** A simple reading page (about, contact, privacy) with a title and comfortable line length. */
export function ArticlePage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <PublicPage>
      <PageTitle>{title}</PageTitle>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <PageHeading className="sm:text-4xl">{title}</PageHeading>
        <p className="mt-3 text-lg text-muted">{lead}</p>
        <div className="mt-8 space-y-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_li]:ms-5 [&_li]:list-disc [&_p]:text-ink/90">
          {children}
        </div>
      </article>
    </PublicPage>
  );
}
