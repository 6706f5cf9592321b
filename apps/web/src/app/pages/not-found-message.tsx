import { useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonMessages } from '@sahaya/contract/messages';
import { PageTitle } from '../../components/page-title.tsx';
import { useContractText } from '../../lib/i18n/contract-text.ts';
import { PageHeading } from '../../components/ui/page-header.tsx';

/** The spec's not-found text with the page's way back underneath. */
export function NotFoundMessage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { ct } = useContractText();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <PageTitle>{t`Page not found`}</PageTitle>
      <SearchX className="size-14 text-primary-700" aria-hidden />
      <p className="mt-2 text-6xl font-extrabold text-primary-800" aria-hidden>
        404
      </p>
      <PageHeading className="mt-4 text-2xl font-bold">{ct(commonMessages.pageNotFound)}</PageHeading>
      <div className="mt-8">{children}</div>
    </section>
  );
}
