/**
 * One Redis connection as `app.redis` when REDIS_URL is set (null otherwise). Rate limits and
 * socket rooms use it, so several nodes behind a load balancer behave as one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** Options shared by every connection: fail a command quickly rather than hang a request. */
export const redisOptions = { maxRetriesPerRequest: 2, connectTimeout: 5000, enableOfflineQueue: true };

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(url, redisOptions);
  redis.on('error', (err) => app.log.warn({ err }, 'Redis connection error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] });
