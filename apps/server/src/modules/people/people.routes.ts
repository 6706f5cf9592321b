/**
 * The admin's side of /api/users and /api/volunteers (spec 3 §7): lists, create, details, block
 * and unblock; a volunteer may read their own details. Users and volunteers share every rule, with
 * the role as a parameter. A person's own profile calls live in the profile module.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/people/endpoints';
import { peopleMessages } from '@sahaya/contract/people/messages';
import { AppError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { personDetails } from './people.details.ts';
import { PeopleLists } from './people.lists.ts';
import { createPerson, setBlocked } from './people.service.ts';

export async function peopleRoutes(app: FastifyInstance) {
  const lists = new PeopleLists(app.db);

  route(app, endpoints.listUsers, async ({ query }) => lists.users(query));
  route(app, endpoints.listVolunteers, async ({ query }) => lists.volunteers(query));

  route(app, endpoints.createUser, async ({ body }) => ({
    message: peopleMessages.userCreated,
    user: await createPerson(app.db, 'user', body),
  }));
  route(app, endpoints.createVolunteer, async ({ body }) => ({
    message: peopleMessages.volunteerAdded,
    volunteer: await createPerson(app.db, 'volunteer', body),
  }));

  route(app, endpoints.getUser, async ({ params }) => {
    const { person, address } = await personDetails(app, 'user', params.id);
    return { user: person, address };
  });
  route(app, endpoints.getVolunteer, async ({ auth, params }) => {
    // Another volunteer's id reads as unknown: whether it exists is not theirs to learn.
    if (auth.role !== 'admin' && auth.userId !== params.id) throw new AppError('VOLUNTEER_NOT_FOUND');
    const { person, address, tasks } = await personDetails(app, 'volunteer', params.id);
    return { volunteer: { ...person, tasks }, address };
  });

  route(app, endpoints.setUserBlocked, async ({ params }) => setBlocked(app, { role: 'user', ...params }));
  route(app, endpoints.setVolunteerBlocked, async ({ params }) => setBlocked(app, { role: 'volunteer', ...params }));
}
