import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** Marks the button the offline page's own script (sw/offline-retry.ts) reloads the page with. */
export const RETRY_ATTRIBUTE = 'data-offline-retry';

/**
 * What the service worker shows for a page that cannot be fetched because the device is offline.
 * It is rendered at build time in each language and sent without the app's code (which could not
 * load its pages offline anyway): its one script reloads the page when the connection is back, or
 * when the person presses Try again.
 */
export function OfflinePage() {
  const { t } = useLingui();
  return (
    <main id="main" className="mx-auto flex min-h-svh max-w-xl flex-col items-start justify-center gap-5 px-5 py-10">
      <PageTitle>{t`You are offline`}</PageTitle>
      <WifiOff className="size-12 text-primary-700" aria-hidden />
      <PageHeading>
        <Trans>You are offline</Trans>
      </PageHeading>
      <p className="text-lg">
        <Trans>Sahaya cannot reach the internet right now. Please check that mobile data or Wi-Fi is turned on.</Trans>
      </p>
      <p className="text-lg">
        <Trans>This page opens again by itself when you are back online.</Trans>
      </p>
      <button type="button" {...{ [RETRY_ATTRIBUTE]: '' }} className={buttonVariants({ size: 'lg' })}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
