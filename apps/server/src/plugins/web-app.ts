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

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  request.url !== '/api' &&
  !request.url.startsWith('/socket.io');

async function webAppPlugin(app: FastifyInstance, options: { webDist?: string }) {
  const root = options.webDist ?? defaultWebDist;
  const hasWebApp = existsSync(`${root}/index.html`);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
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
