import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { MOBILE_BREAKPOINT_PX } from '@sahaya/contract/constants';
import { directionOf, readerLanguage } from '@sahaya/contract/i18n/languages';
import { ReconnectingNotice } from '../components/reconnecting-notice.tsx';
import { ApiError, readFailure } from '../lib/api/api-error.ts';
import { useSession } from '../lib/session/auth-store.ts';
import { keepFocusClearOfToasts } from '../lib/focus/keep-clear-of-toasts.ts';
import { isUnanswered } from '../lib/api/server-reachability.ts';
import { applyTextSize, initialTextSize } from '../lib/session/text-size.ts';
import { useHydrated } from '../lib/hooks/use-hydrated.ts';
import { useMediaQuery } from '../lib/hooks/use-media-query.ts';

// Both watch a session, so they are loaded only once someone is signed in: a visitor's pages do
// without that code.
const LiveSession = lazy(() => import('./live-session.tsx').then((m) => ({ default: m.LiveSession })));
const SessionCheck = lazy(() => import('./session-check.tsx').then((m) => ({ default: m.SessionCheck })));
const ConsentReask = lazy(() => import('./consent-reask.tsx').then((m) => ({ default: m.ConsentReask })));

// The server writes the text size kept in its cookie on the page's <html> (its first paint is at
// that size); a page it did not write keeps the same size from here, before the app's first render.
applyTextSize(initialTextSize());

function SessionWatchers() {
  const signedIn = useSession() !== null;
  // A prerendered shell has none of them: they start once the app has adopted it (start-app.tsx).
  const hydrated = useHydrated();
  if (!signedIn || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SessionCheck />
      <LiveSession />
      <ConsentReask />
    </Suspense>
  );
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; only server errors are retried, once. A call the
        // server did not answer has been tried again by the API client already, with growing waits.
        retry: (failureCount, error) =>
          failureCount < 1 && !readFailure(error).refused && !(error instanceof ApiError && isUnanswered(error)),
      },
    },
  });
}

/**
 * Toasts stay long enough to be read at a slower pace and can be dismissed by button. They sit in
 * the strip along the bottom that pages keep clear (lib/toasts/toast-zone.ts): away from the header, logo,
 * bell and menu, centred on a phone and at the bottom right of a larger screen (left, in Urdu), clear of the
 * sidebar. Focus and scrolling stop above the strip (index.css), and a page's last control can be
 * scrolled above it. On a phone they stack above the reconnecting notice (--notice-lift) rather
 * than covering it. A toast that appears over the control just used (Login at the foot of the form
 * on a phone) has that control scrolled clear of it (lib/focus/keep-clear-of-toasts.ts).
 */
/** How far above the window's bottom the toasts stand: clear of the reconnecting notice. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS lengths
const toastsLift = { wide: 'calc(var(--notice-lift, 0px) + 24px)', phone: 'calc(var(--notice-lift, 0px) + 16px)' };

function Toasts() {
  const { t, i18n: reading } = useLingui();
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  // A right-to-left page (Urdu) keeps them at the bottom left, its far end, as it mirrors the rest.
  const dir = directionOf(readerLanguage(reading.locale));
  return (
    // `contents`: the wrapper is only there to be watched; sonner places its region itself.
    <div ref={keepFocusClearOfToasts} className="contents">
      <Toaster
        position={wide ? (dir === 'rtl' ? 'bottom-left' : 'bottom-right') : 'bottom-center'}
        dir={dir}
        richColors
        closeButton
        duration={6000}
        // The toasts' region is named for what it holds ("Notices alt+T", with sonner's hotkey)
        // rather than sonner's default "Notifications", the name of the bell's panel; written whole,
        // so each language names the keys in its own script.
        customAriaLabel={t`Notices alt+T`}
        offset={{ bottom: toastsLift.wide }}
        mobileOffset={{ bottom: toastsLift.phone }}
        toastOptions={{ style: { fontSize: '1rem' }, closeButtonAriaLabel: t`Close toast` }}
      />
    </div>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionWatchers />
        {children}
        <ReconnectingNotice />
        <Toasts />
      </QueryClientProvider>
    </I18nProvider>
  );
}
