/**
 * After the client build, renders the prerendered pages (src/prerender.tsx) and writes each into a
 * copy of the built index.html under `prerendered/<language>/` (`/user/login` in Hindi →
 * `prerendered/hi/user/login.html`), which the server sends for that path, to a visitor who reads
 * that language, instead of the empty one. A page rendered for a value of a query parameter goes
 * beside it under that name (`/user/login?role=volunteer` → `prerendered/hi/user/login@role=volunteer.html`),
 * which the server sends for an address with it. `<html lang>` names the page's language, the page's
 * own `<title>` replaces the one of index.html, and the scripts of the page's route are listed for
 * the browser to fetch with the app's, once the page is painted (build/preload-app.ts), rather than
 * once the app has started.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle } from 'rollup';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
// By its path: the config's bundler follows relative imports only.
import { directionOf, isLanguage } from '../../../packages/contract/src/i18n/languages.ts';
import { catalogueFiles, catalogueIndexId } from './catalogue-index.ts';
import { APP_SCRIPTS_ID } from './preload-app.ts';

export const PRERENDERED_DIR = 'prerendered';

type PrerenderKind = 'page' | 'shell';

interface PrerenderModule {
  /** Each page's path, language, kind, the modules (under src/) its route loads and the query it shows, if any. */
  prerenderedPages: {
    path: string;
    language: string;
    kind: PrerenderKind;
    modules: string[];
    features: string[];
    query?: string;
  }[];
  renderPage(path: string, query: string | undefined, language: string): Promise<string>;
}

/** The file of a page under `prerendered/`: its language, its path, and for a value of its query parameter that too. */
export function prerenderedFile(language: string, path: string, query?: string): string {
  return query && !query.endsWith('=') ? `${language}${path}@${query}.html` : `${language}${path}.html`;
}

const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the page's markup in its root, its language on `<html>` and the page's title in its head. The root says
 * what the markup is (start-app.tsx reads it): a `page` the app adopts as it stands, so its fields can
 * be typed into at once, or a `shell` the app draws over, inert until then: a click on it or text
 * typed into it would be lost when it is replaced, so it is there to read, not to use.
 */
export function fillShell(
  shell: string,
  markup: string,
  kind: PrerenderKind = 'page',
  preloads: string[] = [],
  query?: string,
  language = 'en',
): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT}`);
  if (!HTML_LANG.test(shell)) throw new Error('The built index.html has no <html lang>');
  const title = TITLE.exec(markup)?.[0];
  const body = title ? markup.replace(title, '') : markup;
  // Urdu's pages run right to left from their first paint (the app sets the same as it starts).
  const dir = isLanguage(language) && directionOf(language) === 'rtl' ? ' dir="rtl"' : '';
  let head = shell.replace(HTML_LANG, `<html lang="${language}"${dir}`);
  if (title) head = head.replace(TITLE, title);
  // Fetched with the app's own, once the page is painted (see build/preload-app.ts).
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`);
  const scripts = `<template id="${APP_SCRIPTS_ID}">`;
  if (!head.includes(scripts)) throw new Error(`The built index.html has no ${scripts}`);
  head = head.replace(scripts, `${scripts}${links.join('')}`);
  // The query a page was rendered with is named, so the app adopts the markup only for an address
  // that asks for the same (start-app.tsx).
  const attributes =
    kind === 'shell'
      ? 'data-prerendered="shell" inert'
      : `data-prerendered="page"${query ? ` data-prerendered-query="${query}"` : ''}`;
  return head.replace(EMPTY_ROOT, `<div id="root" ${attributes}>${body}</div>`);
}

/**
 * The files of the chunks holding `modules` and of everything they import, and of the chunks holding
 * `catalogues` (the words of the page's language, where the build has them), minus those `html`
 * already names.
 */
function routePreloads(bundle: OutputBundle, base: string, moduleIds: string[], html: string, catalogues: string[] = []): string[] {
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    for (const imported of chunk.imports) add(imported);
  };
  for (const id of moduleIds) {
    // Small chunks are merged, so a module is found by the chunk that holds it, whatever its name.
    const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.includes(id));
    if (!chunk) throw new Error(`No chunk of the build holds ${id}`);
    add(chunk.fileName);
  }
  for (const id of catalogues) {
    // One the build lacks (English's, which is in the code itself) is skipped.
    const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.includes(id));
    if (chunk) add(chunk.fileName);
  }
  return [...files].map((file) => `${base}${file}`).filter((href) => !html.includes(`"${href}"`));
}

export function prerender(entry = '/src/prerender.tsx'): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | undefined;
  return {
    name: 'sahaya:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        // After a failed build there is nothing to render, and the build's own error is the one to see.
        if (error || config.build.ssr || !bundle) return;
        const written = bundle;
        const outDir = resolve(config.root, config.build.outDir);
        // The pages are loaded through Vite itself, so they resolve, transform and alias exactly as in the app.
        const server = await createServer({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const module = (await server.ssrLoadModule(entry)) as PrerenderModule;
          const shell = await readFile(join(outDir, 'index.html'), 'utf8');
          const files: string[] = [];
          for (const { path, language, kind, modules, features, query } of module.prerenderedPages) {
            const name = prerenderedFile(language, path, query);
            files.push(name);
            const file = join(outDir, PRERENDERED_DIR, name);
            const ids = modules.map((m) => resolve(config.root, 'src', m));
            const languageFiles = catalogueFiles(config.root, language);
            const catalogues = [catalogueIndexId(language), ...['common', 'contract', ...features].flatMap((name) => languageFiles[name] ?? [])];
            const preloads = routePreloads(written, config.base, ids, shell, catalogues);
            await mkdir(dirname(file), { recursive: true });
            const markup = await module.renderPage(path, query, language);
            await writeFile(file, fillShell(shell, markup, kind, preloads, query, language));
          }
          config.logger.info(`Prerendered ${files.join(', ')}.`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
