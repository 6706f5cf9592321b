/**
 * Serves the built web app (apps/web/dist) from the same origin as the API: hashed assets are
 * cached for a year, and any other GET outside /api answers with a page of the app so the
 * browser's router can show it: the public pages prerendered at build time (their text is in the
 * HTML, so it paints before the JavaScript runs) and index.html for every other path. A page goes
 * out in the visitor's language (the language cookie the app writes, else the browser's
 * `Accept-Language`): the prerendered one of that language, and `<html lang>` says it; a chosen
 * larger text size (its cookie) is on `<html data-text-size>` from the first paint too. Files go
 * out as the brotli or gzip copy written beside them at build time when the browser accepts one.
 * Unknown API paths get a JSON 404 with the code ROUTE_NOT_FOUND.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  directionOf,
  languages,
  offeredLanguages,
  TEXT_SIZE_COOKIE,
  textSizes,
  type Language,
  type TextSize,
} from '@sahaya/contract/i18n/languages';
import { AppError } from '../../errors.ts';
import { appName, say } from '../../lib/i18n.ts';
import { readingLanguage } from '../../lib/reading-language.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * Where the web build writes its prerendered pages, by language: `/user/login` in Hindi is
 * `prerendered/hi/user/login.html`, and the same page rendered for a value of a query parameter it
 * reads is beside it under that name: `/user/login?role=volunteer` is `prerendered/hi/user/login@role=volunteer.html`.
 */
const PRERENDERED_DIR = 'prerendered';

/**
 * A page's reply depends on the language and text-size cookies and on `Accept-Language`, besides
 * the encoding: a shared cache must keep each apart.
 */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** The web app's manifest, as the build writes it (in English) and the server words it per reader. */
const MANIFEST = 'manifest.webmanifest';

/** The text sizes that change the page (the normal one is the page as built). */
const LARGER_TEXT = textSizes.filter((size) => size !== 'normal');


/** The larger text size a visitor chose, if any. */
function pageTextSize(request: FastifyRequest): TextSize | undefined {
  const chosen = request.cookies?.[TEXT_SIZE_COOKIE];
  return LARGER_TEXT.find((size) => size === chosen);
}

const HTML_TAG = /<html\b[^>]*>/;

/**
 * `html` with `<html>` naming `language` and its direction, the larger text size when one was
 * chosen, and the languages this deployment offers when the NGO named some (the app's switch lists those).
 */
export function withPageAttributes(html: string, language: Language, textSize?: TextSize): string {
  const dir = directionOf(language) === 'rtl' ? ' dir="rtl"' : '';
  const size = textSize ? ` data-text-size="${textSize}"` : '';
  const offered = offeredLanguages();
  const list = offered.length < languages.length ? ` data-languages="${offered.join(',')}"` : '';
  return html.replace(HTML_TAG, `<html lang="${language}"${dir}${size}${list}>`);
}

/** Paths that name a file or an API call: a miss there is a real 404, never the app's page. */
const NOT_PAGES = ['/api/', '/socket.io', '/assets/', '/uploads/'];

/** Page paths are plain words and slashes; anything else cannot name a prerendered file. */
const PAGE_PATH = /^(?:\/[a-z][a-zA-Z0-9-]*)+$/;
/** Likewise the names and values of query parameters a prerendered page was rendered for. */
const QUERY_WORD = /^[a-z][a-zA-Z0-9-]*$/;

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url !== '/api' &&
  !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));

/**
 * The prerendered page of this address, relative to the build, if the build has one: the page
 * rendered for one of its query parameters when there is one (the login page's volunteer tab, so
 * it paints as the link asks rather than switching tabs under what is being typed), else the plain one.
 */
function prerenderedPage(root: string, url: string, language: Language): string | undefined {
  const [path = '', search = ''] = url.split('?', 2);
  if (!PAGE_PATH.test(path)) return undefined;
  const dir = `${PRERENDERED_DIR}/${language}`;
  const candidates = [...new URLSearchParams(search)]
    .filter(([name, value]) => QUERY_WORD.test(name) && QUERY_WORD.test(value))
    .map(([name, value]) => `${dir}${path}@${name}=${value}.html`);
  // Looked up per request, like every file here, so a rebuild is served without a restart.
  return [...candidates, `${dir}${path}.html`].find((file) => existsSync(join(root, file)));
}

async function webAppPlugin(app: FastifyInstance, options: { webDist?: string }) {
  const root = options.webDist ?? defaultWebDist;
  const hasWebApp = existsSync(`${root}/index.html`);
  // The service worker the web build writes at its root (scripts/build-service-worker.mjs).
  const serviceWorker = resolve(root, 'sw.js');

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      // `/` is a page like any other (the app sends it on to /home), answered in the visitor's language below.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every file name under assets/, so those never change.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The service worker is checked for a new build on every page load (no-cache above) and,
        // served from the root, may control every page of the site.
        if (resolve(path).replace(/\.(?:br|gz)$/, '') === serviceWorker) res.setHeader('service-worker-allowed', '/');
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding, and a
        // shared cache must keep them apart; a page, in the visitor's language too.
        res.setHeader('vary', /\.html(?:\.br|\.gz)?$/.test(path) ? PAGE_VARY : 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn(`No built web app in ${root}; run "npm run build" to serve it`);
  }

  /** The page of this address, in the visitor's language and text size. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A page is sent in the language every reply is written in (lib/reading-language.ts).
    const language = readingLanguage(request);
    const textSize = pageTextSize(request);
    const prerendered = prerenderedPage(root, request.url, language);
    reply.header('cache-control', 'no-cache');
    // A prerendered page is built in its language, and index.html in English: sent as built (with
    // their compressed copies) unless a larger text size, another language or the offered ones are to be named on it.
    const asBuilt = !textSize && offeredLanguages().length === languages.length;
    if (asBuilt && (prerendered || language === 'en')) return reply.sendFile(prerendered ?? 'index.html');
    const html = await readFile(join(root, prerendered ?? 'index.html'), 'utf8');
    return reply.header('vary', PAGE_VARY).type('text/html; charset=utf-8').send(withPageAttributes(html, language, textSize));
  };

  if (hasWebApp) app.get('/', { schema: { hide: true } }, sendPage);

  /**
   * The web app's manifest in the visitor's language: the name a phone puts under the icon it adds
   * to the home screen, and its description, in the reader's words and direction.
   */
  if (hasWebApp && existsSync(join(root, MANIFEST))) {
    app.get(`/${MANIFEST}`, { schema: { hide: true } }, async (request, reply) => {
      const language = readingLanguage(request);
      const built = JSON.parse(await readFile(join(root, MANIFEST), 'utf8')) as Record<string, unknown>;
      const name = appName(language);
      const manifest = {
        ...built,
        name: say(language, /*i18n*/ { id: 'manifest.name', message: '{name} — community help', values: { name } }),
        short_name: name,
        description: say(language, /*i18n*/ {
          id: 'manifest.description',
          message: '{name} connects people who need a hand with volunteers, equipment and donors in their community.',
          values: { name },
        }),
        lang: language,
        dir: directionOf(language),
      };
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').type('application/manifest+json').send(JSON.stringify(manifest));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && isPageRequest(request)) return sendPage(request, reply);
    // Answered by the one error handler, like every other error.
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
