/**
 * The admin's new users and volunteers (spec 3 §7): an account made by an admin, verified at once.
 * The admin's lists and a person's details read several modules and are served by the dashboards module;
 * blocking ends sessions and is the auth module's; a person's own profile is the profile module's.
 * The sweep of unused files asks here which files people's rows refer to.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/people/endpoints';
import { said } from '../../lib/success-reply.ts';
import { route } from '../../plugins/http/route.ts';
import { filesInUse } from './accounts.service.ts';
import { activePeopleCount, createPerson } from './people.service.ts';

export async function peopleRoutes(app: FastifyInstance) {
  // A person's picture and certificates are files their row refers to.
  app.storage.referencedBy((keys) => filesInUse(app, keys));
  app.dashboardFigures.card('activeUsers', (db) => activePeopleCount(db, 'user'));
  app.dashboardFigures.card('activeVolunteers', (db) => activePeopleCount(db, 'volunteer'));

  route(app, endpoints.createUser, async ({ body }) => ({
    ...said('USER_CREATED'),
    user: await createPerson(app.db, 'user', body),
  }));
  route(app, endpoints.createVolunteer, async ({ body }) => ({
    ...said('VOLUNTEER_ADDED'),
    volunteer: await createPerson(app.db, 'volunteer', body),
  }));
}
