import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { forgetSignedOutRedirect } from '../lib/session/auth-store.ts';
import { focusPageHeading } from '../lib/focus/focus-page-heading.ts';

/**
 * After an in-app page change the link that was followed is usually gone, and focus falls to the
 * document body, where the next Tab starts over at the skip link. So the new page's heading takes
 * focus (focusPageHeading). The first page of a visit starts at the top, as any page does.
 */
function useFocusOnNewPage(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(focusPageHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/**
 * Where each history entry was scrolled to, kept by the entry's own key. The router names the
 * first entry of every page load `default`, so by its key alone a page typed or opened from a link
 * would open at the last such page's place; that first entry is keyed by this document instead. So
 * a new page opens at its top, and back and forward (entries with keys of their own) come back
 * where they were.
 */
const documentKey = `load-${performance.timeOrigin}`;
const scrollKey = (location: { key: string }) => (location.key === 'default' ? documentKey : location.key);

/** Wraps every page: a skip link for keyboard users and a thin bar while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { t } = useLingui();

  // A logout's landing page applies to the move right after it, not to every later visit.
  useEffect(() => {
    forgetSignedOutRedirect();
  }, [pathname]);

  useFocusOnNewPage(pathname);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        <Trans>Skip to main content</Trans>
      </a>
      {navigation.state === 'loading' ? (
        <div role="progressbar" aria-label={t`Loading page`} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100">
          <div className="h-full w-1/3 animate-pulse bg-primary-600" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
