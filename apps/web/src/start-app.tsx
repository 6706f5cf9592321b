import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes, whenRouterReady } from './app/router.tsx';
import { getSession } from './lib/session/auth-store.ts';
import { trackFocusOutsideDialogs } from './lib/focus/focus-outside-dialogs.ts';
import { activateLanguage, adoptOfferedLanguages, initialLanguage } from './lib/i18n/language.ts';
import { nextTask } from './lib/next-task.ts';
import { paths } from './lib/paths.ts';
import { prerenderedFor } from './lib/queries/prerendered-query.ts';

/** Runs once the app's first frame is in the document, before the browser paints it. */
function OnFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/** What public/hold-early-submit.js keeps on `window` while the app has not started. */
type EarlyWindow = Window & { sahayaAppStarted?: boolean; sahayaHeldSubmit?: HTMLFormElement };

/**
 * From now on the app answers forms itself. One sent before it started (Enter pressed on a
 * prerendered sign-in page) was held by public/hold-early-submit.js: it goes now, through its
 * page's own handler, once that handler is in place.
 */
function releaseHeldSubmit() {
  const early = window as EarlyWindow;
  early.sahayaAppStarted = true;
  const form = early.sahayaHeldSubmit;
  early.sahayaHeldSubmit = undefined;
  document.getElementById('held-submit-note')?.remove();
  if (form?.isConnected) setTimeout(() => form.requestSubmit());
}

/**
 * Whether the app's first render is the markup the server sent, which it can then adopt. A public
 * page was rendered for a signed-out visitor, each at the address of the query it reads, if any (the
 * server sends the login page's volunteer tab for `?role=volunteer`). A shell was rendered for
 * someone signed in to its area, not yet named: the app's first render shows the session so
 * (auth-store.ts), and the name follows.
 */
function adoptsPrerendered(prerendered: string | undefined, prerenderedQuery: string | undefined): boolean {
  const session = getSession();
  if (prerendered === 'page') return session === null && prerenderedFor(prerenderedQuery, window.location.search);
  if (prerendered !== 'shell' || session === null || session.isBlocked) return false;
  return window.location.pathname.startsWith(`${paths.area(session.role).root}/`);
}

/**
 * Starts the app in #root. `prerendered` is what the server sent there (see build/prerender.ts):
 * `page`, a public page as a signed-out visitor sees it, and `shell`, the frame of a signed-in page
 * without the person's data, inert until the app has started: the app takes either over where it
 * stands when its first render is the same (adoptsPrerendered), and draws over it otherwise; nothing
 * for every other path.
 */
export async function startApp(root: HTMLElement, prerendered: string | undefined, prerenderedQuery?: string): Promise<void> {
  // Dialogs hand focus back to their opener, which they learn from this (their code may load later).
  trackFocusOutsideDialogs();
  // The words come before the routes, whose pages load their feature's words in this language.
  adoptOfferedLanguages();
  await activateLanguage(initialLanguage());
  const router = createBrowserRouter(routes);

  // A prerendered page stays on screen until the app can draw the same page, rather than giving way
  // to the loading placeholder while the page's code arrives.
  if (prerendered) await whenRouterReady(router);
  await nextTask();

  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const started = () => {
    root.removeAttribute('inert');
    releaseHeldSubmit();
  };
  const startedApp = <OnFirstCommit run={started}>{app}</OnFirstCommit>;

  if (adoptsPrerendered(prerendered, prerenderedQuery)) {
    // The markup is what this person's app renders first, so React adopts it instead of drawing it
    // again: what was typed into a page's fields meanwhile stays, and so does the focus, and what
    // the phone has painted stays painted. As a transition the work is done in slices between which
    // the phone can still answer taps and keys; a tap on a control that is not ready yet makes React
    // finish at once.
    startTransition(() => {
      hydrateRoot(root, startedApp);
    });
  } else if (prerendered) {
    // What the app draws differently (for someone signed in, a sign-in page sends them on; a query
    // the server had no page for; a shell of an area that is not this person's): drawn afresh over
    // what is shown, in slices as above.
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(startedApp);
    });
  } else {
    createRoot(root).render(startedApp);
  }
}
