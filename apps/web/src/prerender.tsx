/**
 * Renders pages to HTML at build time (build/prerender.ts writes each into a copy of index.html),
 * so their text and layout paint before any JavaScript has run. Each is rendered once in every
 * language, with that language's words loaded first, and the server sends the visitor the one in
 * their language (the language cookie, else the browser's `Accept-Language`), so a page reads in
 * Hindi from its first paint and the app, starting in the same language, adopts it as it stands.
 *
 * - Public pages are rendered by the app itself, with its routes, as a signed-out visitor sees
 *   them with nothing fetched: the browser's app then adopts that markup (hydrates it, start-app.tsx).
 * - Shells are the frame of a signed-in page as it looks before the person's data has arrived
 *   (no name, placeholders for the figures). Nobody is signed in here, so the frame is rendered
 *   without its guard; the browser's app draws the real page over it.
 */
import { languages, type Language } from '@sahaya/contract/i18n/languages';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { UserLayout } from './app/layouts/user-layout.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { routes, whenRouterReady } from './app/router.tsx';
import { UserDashboardPage } from './features/dashboards/pages/user-dashboard-page.tsx';
import { OfflinePage } from './features/notifications/pages/offline-page.tsx';
import { loadFeatures, type Feature } from './lib/i18n/catalogs.ts';
import { activateLanguage } from './lib/i18n/language.ts';
import { paths } from './lib/paths.ts';

export type PrerenderKind = 'page' | 'shell';

/** Where the offline page is rendered; the build moves it to `offline/<language>.html`. */
export const OFFLINE_PATH = '/offline';

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
  /** The features whose words it shows (its route loads them too; they are named here so none is missed). */
  features: Feature[];
  query?: PageQuery;
}

const pages: Record<string, PublicPage> = {
  [paths.home]: { modules: ['features/landing/pages/home-page.tsx'], features: ['landing'] },
  [paths.about]: { modules: ['features/landing/pages/about-page.tsx'], features: ['landing'] },
  [paths.contact]: { modules: ['features/landing/pages/contact-page.tsx'], features: ['landing'] },
  [paths.privacy]: { modules: ['features/landing/pages/privacy-page.tsx'], features: ['landing'] },
  // The figures are read once the app runs: the page paints with placeholders for them.
  [paths.impact]: { modules: ['features/donations/pages/impact-page.tsx'], features: ['landing', 'donations'] },
  [paths.login]: {
    modules: ['features/auth/pages/login-page.tsx'],
    features: ['auth'],
    query: { name: 'role', values: ['volunteer'] },
  },
};

/** Shells of signed-in pages: the area's layout and the page, by path, and their modules and features as above. */
const shells: Record<string, { Layout: ComponentType; Page: ComponentType; modules: string[]; features: Feature[] }> = {
  [paths.user.dashboard]: {
    Layout: UserLayout,
    Page: UserDashboardPage,
    modules: ['app/layouts/user-layout.tsx', 'features/dashboards/pages/user-dashboard-page.tsx'],
    features: ['frame', 'auth', 'notifications', 'dashboards'],
  },
  // The page the service worker shows offline: scripts/build-service-worker.mjs takes it out of the
  // prerendered pages and keeps it without the app's code (no page of the app could load offline).
  [OFFLINE_PATH]: { Layout: Outlet, Page: OfflinePage, modules: [], features: ['notifications'] },
};

export interface PrerenderedPage {
  path: string;
  /** The language it is rendered in: `<html lang>` says so, and the server sends it to a visitor who reads it. */
  language: Language;
  kind: PrerenderKind;
  modules: string[];
  /** The features whose words it shows: their catalogues in its language are fetched with the page. */
  features: Feature[];
  /**
   * For a page that reads a query parameter, the one value it was rendered with, as `name=value`
   * (`role=` for the page without it); start-app.tsx adopts the markup only when the address says
   * the same, and the server sends this file for it (`/user/login?role=volunteer`).
   */
  query?: string;
}

/** Every file the build writes: in each language, each public page (once per value of its query) and each shell. */
export const prerenderedPages: PrerenderedPage[] = languages.flatMap((language) => [
  ...Object.entries(pages).flatMap(([path, { modules, features, query }]) =>
    (query ? ['', ...query.values] : [null]).map((value) => ({
      path,
      language,
      kind: 'page' as const,
      modules,
      features,
      ...(query && value !== null ? { query: `${query.name}=${value}` } : {}),
    })),
  ),
  ...Object.entries(shells).map(([path, { modules, features }]) => ({ path, language, kind: 'shell' as const, modules, features })),
]);

function routesFor(path: string): RouteObject[] {
  if (pages[path]) return routes;
  const shell = shells[path];
  if (!shell) throw new Error(`${path} is not a prerendered page`);
  return [{ Component: RootLayout, children: [{ Component: shell.Layout, children: [{ path, Component: shell.Page }] }] }];
}

/**
 * The markup of one page in `language` (with its query, `role=volunteer`, if any), as it goes inside
 * `<div id="root">`. The language's words (the app's, the contract's and the page's features') are
 * loaded before anything renders, as the browser's app loads them before it adopts the page.
 */
export async function renderPage(path: string, query = '', language: Language = 'en'): Promise<string> {
  await activateLanguage(language);
  await loadFeatures(...(pages[path] ?? shells[path])?.features ?? []);
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
