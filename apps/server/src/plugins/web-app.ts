/**
 * Serves the built web app (apps/web/dist) from the same origin as the API: hashed assets are
 * cached for a year, and any other GET outside /api answers with index.html so the browser's
 * router can show the page. Unknown API paths get a JSON 404.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '@sahaya/contract/messages';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Paths that name a file or an API call: a miss there is a real 404, never the app's page. */
const NOT_PAGES = ['/api/', '/socket.io', '/assets/', '/uploads/'];

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url !== '/api' &&
  !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));

async function webAppPlugin(app: FastifyInstance, options: { webDist?: string }) {
  const root = options.webDist ?? defaultWebDist;
  const hasWebApp = existsSync(`${root}/index.html`);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every file name under assets/, so those never change.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${root}; run "npm run build" to serve it`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageRequest(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: commonMessages.notFound });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
