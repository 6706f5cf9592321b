// The service worker's build step, run by scripts/build.mjs after the web app's: it compiles
// apps/web/src/sw/sw.ts to apps/web/dist/sw.js with the build's facts in front of it (which files
// make the app shell, a version that changes with them), and turns the prerendered offline page of
// each language into a page of its own that runs none of the app's code.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const ts = createRequire(import.meta.url)('typescript');

/** Where the prerendering writes the offline page (apps/web/src/prerender.tsx's OFFLINE_PATH). */
const PRERENDERED_OFFLINE = 'offline.html';
/** The cookie the app keeps the chosen language in (contract i18n/languages.ts's LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'sahaya-language';
const ICON = '/icons/icon-192.png';

/** The same-origin files a page of the build loads before its app runs: its script, styles and preloads. */
function filesOf(html) {
  const found = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
  return found.filter((href) => /^\/(?:assets|icons)\//.test(href) || href === '/favicon.svg');
}

/** TypeScript to JavaScript, one file on its own (the worker and the offline page's script import nothing). */
function compileFile(path) {
  const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
    fileName: path,
  });
  return outputText.replace(/^export \{\};\s*$/m, '');
}

/**
 * The offline page of a language, without the app: no module script, no preloads of the app's
 * chunks, and not inert (the prerendering marks a shell so until the app draws over it). Its one
 * script reloads the page once the device is online again.
 */
function offlinePage(prerendered) {
  return prerendered
    .replace(/\s*<script\b[^>]*type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<template id="app-scripts">[\s\S]*?<\/template>/, '')
    .replace(/<div id="root"[^>]*>/, '<div id="root">')
    .replace(/\n\s*<\/head>/, '\n    <script src="/offline/retry.js" defer></script>\n  </head>');
}

export function buildServiceWorker() {
  const prerenderedDir = join(dist, 'prerendered');
  const languages = readdirSync(prerenderedDir).filter((name) => existsSync(join(prerenderedDir, name, PRERENDERED_OFFLINE)));
  if (!languages.includes('en')) throw new Error(`The web build has no prerendered ${PRERENDERED_OFFLINE}; see apps/web/src/prerender.tsx`);
  // English first: the page shown when neither the cookie nor the browser names a language of the app.
  languages.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

  mkdirSync(join(dist, 'offline'), { recursive: true });
  writeFileSync(join(dist, 'offline/retry.js'), compileFile(join(web, 'src/sw/offline-retry.ts')));
  const offlinePages = {};
  const shellFiles = new Set(['/index.html', '/offline/retry.js', '/manifest.webmanifest', ICON, ...filesOf(readFileSync(join(dist, 'index.html'), 'utf8'))]);
  for (const language of languages) {
    const source = join(prerenderedDir, language, PRERENDERED_OFFLINE);
    const page = offlinePage(readFileSync(source, 'utf8'));
    writeFileSync(join(dist, 'offline', `${language}.html`), page);
    // The prerendered copy (and its compressed ones) would otherwise be served at /offline as a page of the app.
    for (const suffix of ['', '.br', '.gz']) rmSync(`${source}${suffix}`, { force: true });
    offlinePages[language] = `/offline/${language}.html`;
    shellFiles.add(offlinePages[language]);
    for (const file of filesOf(page)) shellFiles.add(file);
  }

  const precache = [...shellFiles].sort();
  const worker = compileFile(join(web, 'src/sw/sw.ts'));
  // The version changes whenever the shell or the worker does, so each such build installs afresh.
  const hash = createHash('sha256');
  hash.update(worker);
  for (const file of precache) hash.update(file).update(readFileSync(join(dist, file)));
  const facts = { version: hash.digest('hex').slice(0, 16), precache, offlinePages, languages, languageCookie: LANGUAGE_COOKIE, icon: ICON };
  writeFileSync(join(dist, 'sw.js'), `const SAHAYA_BUILD = ${JSON.stringify(facts)};\n${worker}`);
  return facts;
}
