import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';

/** Shown when a page fails to load or render, most often after an update replaced the old files. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Something went wrong</Trans>
      </h1>
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
