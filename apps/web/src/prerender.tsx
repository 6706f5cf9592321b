/**
 * Renders pages to HTML at build time (build/prerender.ts writes each into a copy of index.html),
 * so their text and layout paint before any JavaScript has run.
 *
 * - Public pages are rendered by the app itself, with its routes, as a signed-out visitor sees
 *   them with nothing fetched: the browser's app then adopts that markup (hydrates it, start-app.tsx).
 * - Shells are the frame of a signed-in page as it looks before the person's data has arrived
 *   (no name, placeholders for the figures). Nobody is signed in here, so the frame is rendered
 *   without its guard; the browser's app draws the real page over it.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { UserLayout } from './app/layouts/user-layout.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { routes, whenRouterReady } from './app/router.tsx';
import { UserDashboardPage } from './features/dashboards/pages/user-dashboard-page.tsx';
import { paths } from './lib/paths.ts';

export type PrerenderKind = 'page' | 'shell';

/**
 * Public pages, by path, with the modules (under src/) their route loads: the page's HTML lists
 * their scripts for the browser to fetch at once.
 */
const pages: Record<string, string[]> = {
  [paths.home]: ['features/landing/pages/home-page.tsx'],
  [paths.about]: ['features/landing/pages/about-page.tsx'],
  [paths.contact]: ['features/landing/pages/contact-page.tsx'],
  [paths.privacy]: ['features/landing/pages/privacy-page.tsx'],
  // The figures are read once the app runs: the page paints with placeholders for them.
  [paths.impact]: ['features/donations/pages/impact-page.tsx'],
  [paths.login]: ['features/auth/pages/login-page.tsx'],
};

/** Shells of signed-in pages: the area's layout and the page, by path, and their modules as above. */
const shells: Record<string, { Layout: ComponentType; Page: ComponentType; modules: string[] }> = {
  [paths.user.dashboard]: {
    Layout: UserLayout,
    Page: UserDashboardPage,
    modules: ['app/layouts/user-layout.tsx', 'features/dashboards/pages/user-dashboard-page.tsx'],
  },
};

export const prerenderedPages: Record<string, { kind: PrerenderKind; modules: string[] }> = {
  ...Object.fromEntries(Object.entries(pages).map(([path, modules]) => [path, { kind: 'page' as const, modules }])),
  ...Object.fromEntries(Object.entries(shells).map(([path, { modules }]) => [path, { kind: 'shell' as const, modules }])),
};

function routesFor(path: string): RouteObject[] {
  if (prerenderedPages[path]?.kind === 'page') return routes;
  const shell = shells[path];
  if (!shell) throw new Error(`${path} is not a prerendered page`);
  return [{ Component: RootLayout, children: [{ Component: shell.Layout, children: [{ path, Component: shell.Page }] }] }];
}

/** The markup of one page, as it goes inside `<div id="root">`. */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routesFor(path), { initialEntries: [path] });
  await whenRouterReady(router);
  const markup = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  return markup;
}
