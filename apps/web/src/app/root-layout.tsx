import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { forgetSignedOutRedirect } from '../lib/auth-store.ts';

/** Wraps every page: a skip link for keyboard users and a thin bar while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // A logout's landing page applies to the move right after it, not to every later visit.
  useEffect(() => {
    forgetSignedOutRedirect();
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to main content
      </a>
      {navigation.state === 'loading' ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100">
          <div className="h-full w-1/3 animate-pulse bg-primary-600" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
