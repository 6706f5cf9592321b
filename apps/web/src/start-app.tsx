import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes, whenRouterReady } from './app/router.tsx';
import { getSession } from './lib/session/auth-store.ts';
import { trackFocusOutsideDialogs } from './lib/focus/focus-outside-dialogs.ts';
import { activateLanguage, adoptOfferedLanguages, initialLanguage } from './lib/i18n/language.ts';
import { nextTask } from './lib/next-task.ts';
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
 * Starts the app in #root. `prerendered` is what the server sent there (see build/prerender.ts):
 * `page`, a public page as a signed-out visitor sees it, which the app takes over where it stands;
 * `shell`, the frame of a signed-in page without the person's data, inert, which the app draws
 * over; nothing for every other path.
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

  // The pages were rendered for a signed-out visitor, each at the address of the query it reads, if
  // any (the server sends the login page's volunteer tab for `?role=volunteer`).
  if (prerendered === 'page' && getSession() === null && prerenderedFor(prerenderedQuery, window.location.search)) {
    // The markup is what this visitor's app renders, so React adopts it instead of drawing it again:
    // what was typed into its fields meanwhile stays, and so does the focus. As a transition the
    // work is done in slices between which the phone can still answer taps and keys; a tap on a
    // control that is not ready yet makes React finish at once.
    startTransition(() => {
      hydrateRoot(root, startedApp);
    });
  } else if (prerendered) {
    // A shell, or a public page the app draws differently (for someone signed in, a sign-in page
    // sends them on; a query the server had no page for): drawn afresh over what is shown, in
    // slices as above.
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(startedApp);
    });
  } else {
    createRoot(root).render(startedApp);
  }
}
