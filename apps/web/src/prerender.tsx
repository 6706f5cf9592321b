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
 * A page whose content depends on one query parameter (the login page's `?role=volunteer` tab) is
 * rendered once per value it shows differently, and the server sends the one the address asks
 * for: the page paints as the link meant, and the app adopts that markup with whatever was typed
 * into it meanwhile, rather than drawing another tab over it.
 */
interface PageQuery {
  name: string;
  /** The values that render differently from the page without the parameter. */
  values: string[];
}

interface PublicPage {
  /** The modules (under src/) its route loads: the page's HTML lists their scripts for the browser to fetch at once. */
  modules: string[];
  query?: PageQuery;
}

const pages: Record<string, PublicPage> = {
  [paths.home]: { modules: ['features/landing/pages/home-page.tsx'] },
  [paths.about]: { modules: ['features/landing/pages/about-page.tsx'] },
  [paths.contact]: { modules: ['features/landing/pages/contact-page.tsx'] },
  [paths.privacy]: { modules: ['features/landing/pages/privacy-page.tsx'] },
  // The figures are read once the app runs: the page paints with placeholders for them.
  [paths.impact]: { modules: ['features/donations/pages/impact-page.tsx'] },
  [paths.login]: { modules: ['features/auth/pages/login-page.tsx'], query: { name: 'role', values: ['volunteer'] } },
};

/** Shells of signed-in pages: the area's layout and the page, by path, and their modules as above. */
const shells: Record<string, { Layout: ComponentType; Page: ComponentType; modules: string[] }> = {
  [paths.user.dashboard]: {
    Layout: UserLayout,
    Page: UserDashboardPage,
    modules: ['app/layouts/user-layout.tsx', 'features/dashboards/pages/user-dashboard-page.tsx'],
  },
};

export interface PrerenderedPage {
  path: string;
  kind: PrerenderKind;
  modules: string[];
  /**
   * For a page that reads a query parameter, the one value it was rendered with, as `name=value`
   * (`role=` for the page without it); start-app.tsx adopts the markup only when the address says
   * the same, and the server sends this file for it (`/user/login?role=volunteer`).
   */
  query?: string;
}

/** Every file the build writes: each public page (once per value of its query) and each shell. */
export const prerenderedPages: PrerenderedPage[] = [
  ...Object.entries(pages).flatMap(([path, { modules, query }]) =>
    (query ? ['', ...query.values] : [null]).map((value) => ({
      path,
      kind: 'page' as const,
      modules,
      ...(query && value !== null ? { query: `${query.name}=${value}` } : {}),
    })),
  ),
  ...Object.entries(shells).map(([path, { modules }]) => ({ path, kind: 'shell' as const, modules })),
];

function routesFor(path: string): RouteObject[] {
  if (pages[path]) return routes;
  const shell = shells[path];
  if (!shell) throw new Error(`${path} is not a prerendered page`);
  return [{ Component: RootLayout, children: [{ Component: shell.Layout, children: [{ path, Component: shell.Page }] }] }];
}

/** The markup of one page (with its query, `role=volunteer`, if any), as it goes inside `<div id="root">`. */
export async function renderPage(path: string, query = ''): Promise<string> {
  // `role=` stands for the page without the parameter.
  const search = query.endsWith('=') ? '' : query;
  const router = createMemoryRouter(routesFor(path), { initialEntries: [search ? `${path}?${search}` : path] });
  await whenRouterReady(router);
  const markup = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  return markup;
}
