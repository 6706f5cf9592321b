/**
 * The dashboards: the pages that read several domains at once, each put together from the figures
 * the modules that own the data register (plugins/registries/dashboard-figures.ts), so no module reaches into
 * another's tables, none stacks on another to gather them, and the dashboards module names none but the
 * people it shows. The person's dashboard, the admin's dashboard, the admin's lists of users
 * and of volunteers (each volunteer with their tasks on hand) and a person's details with their
 * recent activity. Nothing here writes.
 */
import type { FastifyInstance } from 'fastify';
import { getAdminDashboard } from '@sahaya/contract/dashboards/endpoints';
import * as people from '@sahaya/contract/people/endpoints';
import { getDashboardSummary } from '@sahaya/contract/profile/endpoints';
import { AppError } from '../../errors.ts';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { peopleLists } from '../people/people.service.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { dashboardSummary } from './dashboard-summary.ts';
import { personDetails } from './person-details.ts';
import { recordAccess } from '../access-log/access-log.service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  // Made on first use: the module that knows a volunteer's tasks registers them after the dashboards module.
  let made: ReturnType<typeof peopleLists> | undefined;
  const lists = () => (made ??= peopleLists(app.db, app.dashboardFigures.tasks()));

  route(app, getDashboardSummary, async ({ auth, request }) => dashboardSummary(app, auth.userId, readingLanguage(request)));
  route(app, getAdminDashboard, async ({ request }) => adminDashboard(app, new Date(), readingLanguage(request)));

  route(app, people.listUsers, async ({ query }) => lists().users(query));
  route(app, people.listVolunteers, async ({ query }) => lists().volunteers(query));
  route(app, people.getUser, async ({ auth, params, request }) => {
    const { person, address } = await personDetails(app, 'user', params.id, readingLanguage(request));
    await recordAccess(app.db, auth, params.id, 'viewedRecord');
    return { user: person, address };
  });
  route(app, people.getVolunteer, async ({ auth, params, request }) => {
    // Another volunteer's id reads as unknown: whether it exists is not theirs to learn.
    if (auth.role !== 'admin' && auth.userId !== params.id) throw new AppError('VOLUNTEER_NOT_FOUND');
    const { person, address, tasks } = await personDetails(app, 'volunteer', params.id, readingLanguage(request));
    // A volunteer reading their own record is not logged (recordAccess leaves the actor's own id out).
    await recordAccess(app.db, auth, params.id, 'viewedRecord');
    return { volunteer: { ...person, tasks }, address };
  });
}
