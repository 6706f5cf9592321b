/** Health checks for load balancers, the public runtime settings, and the API's own document. */
import { z } from 'zod';
import { publicConfig } from '../auth/schemas.ts';
import { errorBody } from '../common.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';

const health = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * `degraded`: the database answers but Redis, which the node uses, does not. The node still
 * serves (rate limits let requests through, socket messages stay on the node), and Redis is shared
 * by every node, so a balancer that pulled degraded nodes out would pull them all: it stays 200.
 */
const readiness = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Only when the node is set up with Redis (REDIS_URL). */
  redis: z.enum(['up', 'down']).optional(),
});

export const healthz = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Answers while the process is up',
  withoutDatabase: true,
  replies: { 200: health },
});

export const readyz = endpoint({
  ...routes.readyz,
  summary: 'Answers 200 while the database is reachable (degraded when Redis is not), 503 otherwise',
  replies: { 200: readiness, 503: readiness },
});

export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  summary: 'This node in the Prometheus text format; only for the addresses METRICS_ALLOW names',
  produces: ['text/plain'],
  withoutDatabase: true,
  replies: { 200: null, 403: errorBody },
});

/**
 * The public settings, and `calls`: whether the parties of a request call each other through the
 * organisation's number (EXOTEL_*). Then neither reads the other's number, and the request's pages
 * offer a Call button (POST /api/assistanceRequests/:id/call) in its place.
 */
const publicSettings = publicConfig.extend({ calls: z.boolean() });

export const getPublicConfig = endpoint({
  ...routes.getPublicConfig,
  summary: 'Public runtime settings the web app reads at start',
  withoutDatabase: true,
  replies: { 200: publicSettings },
});

export const getOpenApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'This API as an OpenAPI document',
  produces: ['application/json'],
  withoutDatabase: true,
  replies: { 200: null },
});
