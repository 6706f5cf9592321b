import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '@sahaya/contract/messages';
import { homePathFor } from '../../../lib/session/auth-store.ts';
import { loadScript } from '../../../lib/load-script.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { googleLoginErrorMessage } from '../utils/error-messages.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { googleLabels, GoogleUnavailable, type GoogleMode } from './google-unavailable.tsx';

const answer = formToast('sign-in');

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The small part of Google Identity Services this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/** Google's own button, drawn by Google's script, which is fetched in the background. */
export function GoogleButton({ clientId, mode }: { clientId: string; mode: GoogleMode }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const googleLogin = useGoogleLogin();
  const { i18n, t } = useLingui();
  const language = i18n.locale;
  const navigate = useNavigate();
  const { mutateAsync } = googleLogin;

  useEffect(() => {
    let cancelled = false;
    const onCredential = async ({ credential }: { credential?: string }) => {
      if (!credential) {
        answer.error(contractText(authMessages.googleFailed));
        return;
      }
      try {
        const reply = await mutateAsync(credential);
        if (!reply.success) {
          answer.error(reply.message);
          return;
        }
        answer.success(reply.message);
        navigate(homePathFor(reply.user.role), { replace: true });
      } catch (error) {
        const message = googleLoginErrorMessage(error);
        if (message) answer.error(message);
      }
    };
    loadScript(GOOGLE_SCRIPT).then(
      () => {
        const google = window.google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: (response) => void onCredential(response) });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'login' ? 'signin_with' : 'signup_with',
          width: Math.min(container.current.clientWidth || 320, 400),
          // Google writes its button's words itself: in the language the page is in.
          locale: language,
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode, mutateAsync, navigate, language]);

  if (failed) return <GoogleUnavailable mode={mode} note={t`Google sign-in could not be loaded. Please try again later.`} />;
  return <div ref={container} aria-label={i18n._(googleLabels[mode])} role="group" className="flex min-h-11 justify-center" />;
}
