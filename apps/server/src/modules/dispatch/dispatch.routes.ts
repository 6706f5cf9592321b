/**
 * A volunteer's duty settings and who a request for help was sent to. Rules live in
 * availability.service.ts and dispatch.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/dispatch/endpoints';
import { route } from '../../plugins/http/route.ts';
import { availabilityOf, setAvailability } from '../people/duty.service.ts';
import { dispatchOf } from './dispatch.service.ts';

export async function dispatchRoutes(app: FastifyInstance) {
  // Where the volunteer starts from and how far they go, and the requests they were told of.
  app.personalData.section('dutySettings', { read: async (db, userId) => [await availabilityOf(db, userId)] });
  route(app, endpoints.getAvailability, async ({ auth }) => availabilityOf(app.db, auth.userId));
  route(app, endpoints.setAvailability, async ({ auth, body }) => setAvailability(app.db, auth.userId, body));
  route(app, endpoints.requestDispatch, async ({ auth, params }) => dispatchOf(app.db, auth, params.id));
}
