import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { homePathFor } from '../../../lib/auth-store.ts';
import { loadScript } from '../../../lib/load-script.ts';
import { useConfig } from '../../../lib/public-config.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { googleLoginErrorMessage } from '../utils/error-messages.ts';
import { formToast } from '../../../lib/form-toast.ts';
import { contractText, contractTextOf, useContractText } from '../../../lib/i18n/contract-text.ts';

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

type Mode = 'login' | 'signup';
const labels: Record<Mode, MessageDescriptor> = { login: msg`Login with Google`, signup: msg`Sign up with Google` };

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * "Login with Google" / "Sign up with Google". Google's script is fetched only when the server
 * reports a client id, and in the background; without one the button explains why it is off.
 */
export function GoogleSignIn({ mode }: { mode: Mode }) {
  const config = useConfig();
  const clientId = config.data?.googleClientId ?? null;
  const { ct } = useContractText();

  if (clientId) return <GoogleButton clientId={clientId} mode={mode} />;
  // While the settings load the button is simply off; once known, the reason is shown under it.
  const known = config.isSuccess || config.isError;
  return <GoogleUnavailable mode={mode} note={known ? ct(authMessages.googleNotConfigured) : undefined} />;
}

/** The Google button switched off, with the reason linked to it for screen readers. */
function GoogleUnavailable({ mode, note }: { mode: Mode; note?: string }) {
  const noteId = useId();
  const { i18n } = useLingui();
  return (
    <div className="space-y-1.5">
      <Button variant="secondary" className="w-full" disabled aria-describedby={note ? noteId : undefined}>
        <GoogleIcon />
        {i18n._(labels[mode])}
      </Button>
      {note ? (
        <p id={noteId} className="text-center text-sm text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function GoogleButton({ clientId, mode }: { clientId: string; mode: Mode }) {
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
          answer.error(contractTextOf(reply.message));
          return;
        }
        answer.success(contractTextOf(reply.message));
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
  return <div ref={container} aria-label={i18n._(labels[mode])} role="group" className="flex min-h-11 justify-center" />;
}
