/**
 * Logger settings. Secrets never reach the logs: authorization headers and cookies are redacted,
 * and a failed database query is logged without its parameters, which may hold password hashes,
 * token hashes or codes.
 */
import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Config } from '../config.ts';
import { requestIdMixin } from './request-context.ts';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: SerializedError;
}

const MAX_CAUSE_DEPTH = 3;

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const stack = (error.stack ?? '').replace(error.message, message);
  const serialized: SerializedError = { type: error.name, message, stack };
  if ('code' in error) serialized.code = error.code;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
    // Lines logged through `app.log` on a request's behalf name the request too.
    mixin: requestIdMixin,
    // People read the development log; machines read the production one.
    ...(config.isProduction
      ? {}
      : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
  };
}
