/**
 * The page's only script tag. A prerendered page (see build/prerender.ts) is painted before the
 * app's code is fetched or run: on a slow line the code would share it with the stylesheet and
 * fonts the paint waits for, and evaluating it takes a slow phone a good fraction of a second,
 * while nothing of it is needed to show the page. Once painted, every script of the app and of the
 * page's route is asked for at once (build/preload-app.ts lists them in the page's head).
 */
import './index.css';
// A constant alone: that module's other imports are types, so the page's script gains nothing else.
import { APP_SCRIPTS_ID } from '../build/preload-app.ts';
import { nextTask } from './lib/next-task.ts';
import { registerServiceWorkerLater } from './sw/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
const prerendered = root.dataset.prerendered;

/** Resolves once the page has been painted (the browser's first contentful paint), or after a while without one. */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A page opened in the background is not painted until it is shown; its app starts regardless.
    const fallback = setTimeout(resolve, 300);
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // Without paint timing, the fallback starts the app.
    }
  });
}

/** Has the browser fetch the app's scripts, listed in a template in the page's head (build/preload-app.ts), all at once. */
function fetchAppScripts(): void {
  const scripts = document.getElementById(APP_SCRIPTS_ID);
  if (scripts instanceof HTMLTemplateElement) document.head.append(scripts.content);
}

// The app's code is evaluated in stages, each in a task of its own: React, then the libraries that
// share a chunk with TanStack Query (see vite.config.ts), then the app. Three shorter stretches of
// work rather than one long one. No top-level await: the app's chunks import helpers from this one,
// which must have finished first.
void (prerendered ? firstPaint() : Promise.resolve())
  .then(fetchAppScripts)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  // Taken by name: a namespace kept whole would bring every export of the library along.
  .then(() => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient))
  .then(nextTask)
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(root, prerendered, root.dataset.prerenderedQuery))
  // After the app has started, and once the page has loaded (see the file).
  .then(registerServiceWorkerLater);
