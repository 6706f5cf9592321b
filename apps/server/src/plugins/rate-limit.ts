/**
 * Rate limiting that routes opt into with `config: { rateLimit: { max, timeWindow } }`. Counters
 * live in Redis when it is configured, so every node counts together.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@sahaya/contract/messages';
import { AppError } from '../errors.ts';

async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'sahaya:rate-limit:' } : {}),
    // A Redis outage should slow nobody down: requests pass rather than fail.
    skipOnError: true,
    errorResponseBuilder: () => new AppError(429, authMessages.tooManyRequests),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
