import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { lazy, Suspense } from 'react';
import { authMessages } from '@sahaya/contract/messages';
import { useConfig } from '../../../lib/queries/public-config.ts';
import { GoogleUnavailable, type GoogleMode } from './google-unavailable.tsx';

// Most sign-ins are by password, and without a client id there is no Google button to draw: its
// code comes only once the server reports one.
const GoogleButton = lazy(() => import('./google-button.tsx').then((m) => ({ default: m.GoogleButton })));

/**
 * "Login with Google" / "Sign up with Google". Google's script is fetched only when the server
 * reports a client id, and in the background; without one the button explains why it is off.
 */
export function GoogleSignIn({ mode }: { mode: GoogleMode }) {
  const config = useConfig();
  const clientId = config.data?.googleClientId ?? null;
  const { ct } = useContractText();

  if (clientId) {
    return (
      <Suspense fallback={<GoogleUnavailable mode={mode} />}>
        <GoogleButton clientId={clientId} mode={mode} />
      </Suspense>
    );
  }
  // While the settings load the button is simply off, and the reason's place under it is kept
  // empty: shown when they arrive, it moves nothing below it ("Register Now") from under a finger.
  const known = config.isSuccess || config.isError;
  return <GoogleUnavailable mode={mode} note={ct(authMessages.googleNotConfigured)} noteShown={known} />;
}

