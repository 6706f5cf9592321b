/**
 * The grievance desk (DPDP Rules 2025, Rule 9): a person raises and reads their own; admins list
 * every one and answer. Rules live in grievances.service.ts, lists in grievances.lists.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/grievances/endpoints';
import { AppError } from '../../errors.ts';
import { route } from '../../plugins/http/route.ts';
import { deskGrievances, openGrievanceCount, overdueGrievanceCount, ownGrievances } from './grievances.lists.ts';
import { answerGrievance, getGrievance, personalDataOfGrievances, raiseGrievance } from './grievances.service.ts';

const HOUR_SECONDS = 3600;

export async function grievanceRoutes(app: FastifyInstance) {
  // A person's grievances are in the copy of their data; they go with the account (on delete cascade).
  app.personalData.section('grievances', { read: personalDataOfGrievances });
  app.dashboardFigures.card('openGrievances', (db) => openGrievanceCount(db));
  app.dashboardFigures.card('overdueGrievances', (db, now) => overdueGrievanceCount(db, now));

  route(app, endpoints.raiseGrievance, async ({ auth, body, reply }) => {
    try {
      return await raiseGrievance(app, auth.userId, body);
    } catch (error) {
      // The day's limit says when the next may be raised, as every 429 does.
      if (error instanceof AppError && error.code === 'GRIEVANCE_DAILY_LIMIT') reply.header('Retry-After', String(Number(error.params[0]) * HOUR_SECONDS));
      throw error;
    }
  });
  route(app, endpoints.listGrievances, async ({ auth, query }) =>
    auth.role === 'admin' ? deskGrievances(app.db, query) : ownGrievances(app.db, auth.userId, query),
  );
  route(app, endpoints.getGrievance, async ({ auth, params }) => getGrievance(app.db, auth, params.id));
  route(app, endpoints.answerGrievance, async ({ auth, params, body }) => answerGrievance(app, auth.userId, params.id, body));
}
