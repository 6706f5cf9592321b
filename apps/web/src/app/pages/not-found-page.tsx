import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { paths } from '../../lib/paths.ts';

/** Any unknown path outside the role areas. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="mx-auto max-w-5xl px-4 py-4 sm:px-6">
        <Link to={paths.home} aria-label={t`Sahaya home`} className="inline-block rounded-lg">
          <Logo />
        </Link>
      </header>
      <main id="main">
        <NotFoundMessage>
          <Button asChild size="lg">
            <Link to={paths.login}>
              <Trans>Login</Trans>
            </Link>
          </Button>
        </NotFoundMessage>
      </main>
    </div>
  );
}
