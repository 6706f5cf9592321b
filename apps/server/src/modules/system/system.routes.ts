/** Health checks for load balancers and the public runtime settings the web app reads at start. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig } from '@sahaya/contract/auth';
import { isReachable } from '../../db/client.ts';

const health = z.object({ status: z.enum(['ok', 'unavailable']) });
const TAG = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: TAG, response: { 200: health } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { tags: TAG, response: { 200: health, 503: health } } }, async (_request, reply) =>
    (await isReachable(app.db))
      ? { status: 'ok' as const }
      : reply.code(503).send({ status: 'unavailable' as const }),
  );

  app.get('/api/config', { schema: { tags: TAG, response: { 200: publicConfig } } }, async () => ({
    googleClientId: app.config.googleClientId ?? null,
  }));
};
