/**
 * A person's nominee (GET/PUT/DELETE /api/users/me/nominee, and the admin's reading and acting
 * record) and the admin's breach notices (/api/admin/breach-notices). Rules live in
 * nominee.service.ts and breach-notices.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/privacy/rights-endpoints';
import { said } from '../../lib/success-reply.ts';
import { route } from '../../plugins/http/route.ts';
import type { Limit } from '../../plugins/http/rate-limit.ts';
import { listBreachNotices, sendBreachNotice, type BreachDeps } from './breach-notices.service.ts';
import * as nominee from './nominee.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/** A notice may reach everyone: an admin sends a few, never a stream. */
const breachLimit: Limit = { name: 'breach-notice', max: 5, windowMs: 60 * MINUTE_MS, key: (request) => request.auth.userId };

export const breachDeps = (app: FastifyInstance): BreachDeps => ({ db: app.db, jobs: app.jobs, officer: app.config.grievanceOfficer });

export async function rightsRoutes(app: FastifyInstance) {
  // The nominee is part of the person's copy of their data.
  app.personalData.section('nominee', { read: (db, userId) => nominee.nomineeOf(db, userId) });
  route(app, endpoints.getNominee, async ({ auth }) => ({ nominee: await nominee.nomineeOf(app.db, auth.userId) }));
  route(app, endpoints.setNominee, async ({ auth, body }) => ({
    ...said('NOMINEE_SAVED'),
    nominee: await nominee.setNominee(app.db, auth.userId, body),
  }));
  route(app, endpoints.removeNominee, async ({ auth }) => {
    await nominee.removeNominee(app.db, auth.userId);
    return said('NOMINEE_REMOVED');
  });
  route(app, endpoints.getPersonNominee, async ({ params }) => ({ nominee: await nominee.nomineeOf(app.db, params.id) }));
  route(app, endpoints.setNomineeActing, async ({ auth, params, body }) => ({
    ...said('NOMINEE_ACTING_RECORDED'),
    nominee: await nominee.recordActing(app.db, auth.userId, params.id, body),
  }));

  const deps = breachDeps(app);
  route(app, endpoints.sendBreachNotice, async ({ auth, body }) => sendBreachNotice(deps, auth.userId, body), { limits: [breachLimit] });
  route(app, endpoints.listBreachNotices, async ({ query }) => listBreachNotices(app.db, query.page));
}
