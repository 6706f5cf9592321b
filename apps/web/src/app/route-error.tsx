import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageHeading } from '../components/ui/page-header.tsx';

/** Shown when a page fails to load or render, most often after an update replaced the old files. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <PageHeading className="text-2xl font-bold">
        <Trans>Something went wrong</Trans>
      </PageHeading>
      <p className="mt-2 text-muted">
        <Trans>The page could not be shown. Reloading usually fixes this.</Trans>
      </p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      <Button size="lg" className="mt-6" onClick={() => window.location.reload()}>
        <Trans>Reload page</Trans>
      </Button>
    </main>
  );
}
