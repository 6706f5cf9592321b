/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json, and a
 * reference page at /api/docs. Registered before the routes so it sees every one of them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { getOpenApiDocument } from '@sahaya/contract/system/endpoints';
import { route } from './route.ts';

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sahaya API',
        description: 'Community-help platform: assets, assistance, chat, donations and meetings.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  route(app, getOpenApiDocument, async ({ reply }) => reply.send(app.swagger()));
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['config'] });
