/** Health checks for load balancers, the public runtime settings, and the API's own document. */
import { z } from 'zod';
import { publicConfig } from '../auth/schemas.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';

const tag = 'system';
const health = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthz = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  tag,
  summary: 'Answers while the process is up',
  replies: { 200: health },
});

export const readyz = endpoint({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  tag,
  summary: 'Answers 200 while the database is reachable, 503 otherwise',
  replies: { 200: health, 503: health },
});

export const getPublicConfig = endpoint({
  ...routes.getPublicConfig,
  tag,
  summary: 'Public runtime settings the web app reads at start',
  replies: { 200: publicConfig },
});

export const getOpenApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  tag,
  summary: 'This API as an OpenAPI document',
  replies: { 200: null },
});
