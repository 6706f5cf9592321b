/** GET and POST /api/addresses for users and volunteers; each person sees only their own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAddressBody, createAddressReply, listAddressesReply } from '@sahaya/contract/addresses';
import { errorBody } from '@sahaya/contract/common';
import * as service from './addresses.service.ts';

const TAG = ['addresses'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireRole('user', 'volunteer'));

  app.get(
    '/',
    { schema: { tags: TAG, summary: 'My addresses, newest first', response: { 200: listAddressesReply, ...errors } } },
    async (request) => service.listAddresses(app.db, request.auth.userId),
  );

  app.post(
    '/',
    {
      schema: {
        tags: TAG,
        summary: 'Add an address (coordinates optional)',
        body: createAddressBody,
        response: { 201: createAddressReply, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createAddress(app.db, request.auth.userId, request.body)),
  );
};
