/**
 * Serves the built web app (apps/web/dist) from the same origin as the API: hashed assets are
 * cached for a year, and any other GET outside /api answers with a page of the app so the
 * browser's router can show it: the public pages prerendered at build time (their text is in the
 * HTML, so it paints before the JavaScript runs) and index.html for every other path. Files go
 * out as the brotli or gzip copy written beside them at build time when the browser accepts one.
 * Unknown API paths get a JSON 404 with the code ROUTE_NOT_FOUND.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * Where the web build writes its prerendered pages: `/user/login` is `prerendered/user/login.html`,
 * and the same page rendered for a value of a query parameter it reads is beside it under that
 * name: `/user/login?role=volunteer` is `prerendered/user/login@role=volunteer.html`.
 */
const PRERENDERED_DIR = 'prerendered';

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
function prerenderedPage(root: string, url: string): string | undefined {
  const [path = '', search = ''] = url.split('?', 2);
  if (!PAGE_PATH.test(path)) return undefined;
  const candidates = [...new URLSearchParams(search)]
    .filter(([name, value]) => QUERY_WORD.test(name) && QUERY_WORD.test(value))
    .map(([name, value]) => `${PRERENDERED_DIR}${path}@${name}=${value}.html`);
  // Looked up per request, like every file here, so a rebuild is served without a restart.
  return [...candidates, `${PRERENDERED_DIR}${path}.html`].find((file) => existsSync(join(root, file)));
}

async function webAppPlugin(app: FastifyInstance, options: { webDist?: string }) {
  const root = options.webDist ?? defaultWebDist;
  const hasWebApp = existsSync(`${root}/index.html`);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every file name under assets/, so those never change.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding, and a
        // shared cache must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn(`No built web app in ${root}; run "npm run build" to serve it`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageRequest(request)) {
      const page = prerenderedPage(root, request.url) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    // Answered by the one error handler, like every other error.
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
