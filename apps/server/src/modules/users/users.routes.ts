/**
 * The admin's side of /api/users (spec 3 §7): list, create, details, block and unblock. A person's
 * own profile calls under /api/users live in the profile module. Rules live in people.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@sahaya/contract/common';
import { peopleMessages } from '@sahaya/contract/messages';
import {
  blockParams,
  blockReply,
  createPersonBody,
  createUserReply,
  listUsersQuery,
  listUsersReply,
  userDetailsReply,
} from '@sahaya/contract/people';
import { acceptUrlEncodedForms, multipartFieldsAsBody } from '../../lib/form-body.ts';
import { personDetails } from './people.details.ts';
import { PeopleLists } from './people.lists.ts';
import { createPerson, setBlocked } from './people.service.ts';

const TAG = ['users'];
const guarded = { 401: errorBody, 403: errorBody };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptUrlEncodedForms(app);
  const adminOnly = app.requireRole('admin');
  const lists = new PeopleLists(app.db);

  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: TAG,
        summary: 'List users, newest first, searched by name (admin)',
        querystring: listUsersQuery,
        response: { 200: listUsersReply, ...guarded },
      },
    },
    async (request) => lists.users(request.query),
  );

  app.post(
    '/',
    {
      preHandler: adminOnly,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: TAG,
        summary: 'Create a verified user with their address (admin)',
        body: createPersonBody,
        response: { 201: createUserReply, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const user = await createPerson(app.db, 'user', request.body);
      return reply.code(201).send({ message: peopleMessages.userCreated, user });
    },
  );

  app.get(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: TAG,
        summary: 'A user with their address, certificates and recent activity (admin)',
        params: idParams,
        response: { 200: userDetailsReply, 400: errorBody, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      const { person, address } = await personDetails(app, 'user', request.params.id);
      return { user: person, address };
    },
  );

  app.patch(
    '/:id/:action',
    {
      preHandler: adminOnly,
      schema: {
        tags: TAG,
        summary: 'Block or unblock a user; blocking signs them out everywhere at once (admin)',
        params: blockParams,
        response: { 200: blockReply, 400: errorBody, 404: errorBody, ...guarded },
      },
    },
    async (request) => setBlocked(app, { role: 'user', ...request.params }),
  );
};
