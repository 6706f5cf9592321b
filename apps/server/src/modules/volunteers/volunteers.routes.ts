/**
 * The admin's side of /api/volunteers (spec 3 §7): list (also for the participant picker and the
 * Assign Volunteer dialog), create, details, block and unblock. A volunteer may read their own
 * details. The rules are shared with users in modules/users/people.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@sahaya/contract/common';
import { peopleMessages } from '@sahaya/contract/messages';
import {
  blockParams,
  blockReply,
  createPersonBody,
  createVolunteerReply,
  listVolunteersQuery,
  listVolunteersReply,
  volunteerDetailsReply,
} from '@sahaya/contract/people';
import { notFound } from '../../errors.ts';
import { acceptUrlEncodedForms, multipartFieldsAsBody } from '../../lib/form-body.ts';
import { personDetails } from '../users/people.details.ts';
import { PeopleLists } from '../users/people.lists.ts';
import { createPerson, setBlocked } from '../users/people.service.ts';

const TAG = ['volunteers'];
const guarded = { 401: errorBody, 403: errorBody };

export const volunteerRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptUrlEncodedForms(app);
  const adminOnly = app.requireRole('admin');
  const lists = new PeopleLists(app.db);

  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: TAG,
        summary: 'List volunteers with their task counts, searched by name and filtered (admin)',
        querystring: listVolunteersQuery,
        response: { 200: listVolunteersReply, ...guarded },
      },
    },
    async (request) => lists.volunteers(request.query),
  );

  app.post(
    '/',
    {
      preHandler: adminOnly,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: TAG,
        summary: 'Create a verified volunteer with their address (admin)',
        body: createPersonBody,
        response: { 201: createVolunteerReply, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const volunteer = await createPerson(app.db, 'volunteer', request.body);
      return reply.code(201).send({ message: peopleMessages.volunteerAdded, volunteer });
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireRole('admin', 'volunteer'),
      schema: {
        tags: TAG,
        summary: 'A volunteer with their address, certificates, tasks and recent activity (admin or themself)',
        params: idParams,
        response: { 200: volunteerDetailsReply, 400: errorBody, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      const { auth } = request;
      // Another volunteer's id reads as unknown: whether it exists is not theirs to learn.
      if (auth.role !== 'admin' && auth.userId !== request.params.id) throw notFound(peopleMessages.volunteerNotFound);
      const { person, address, tasks } = await personDetails(app, 'volunteer', request.params.id);
      return { volunteer: { ...person, tasks }, address };
    },
  );

  app.patch(
    '/:id/:action',
    {
      preHandler: adminOnly,
      schema: {
        tags: TAG,
        summary: 'Block or unblock a volunteer; blocking signs them out everywhere at once (admin)',
        params: blockParams,
        response: { 200: blockReply, 400: errorBody, 404: errorBody, ...guarded },
      },
    },
    async (request) => setBlocked(app, { role: 'volunteer', ...request.params }),
  );
};
