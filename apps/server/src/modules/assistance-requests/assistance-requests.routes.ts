/**
 * The assistance calls (spec 2 §7, spec 3 §7). Rules live in assistance-requests.service.ts and
 * assistance-requests.decisions.ts, lists in assistance-requests.lists.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/assistance-requests/endpoints';
import { ASSISTANCE_REQUESTS_PER_HOUR } from '@sahaya/contract/assistance-requests/schemas';
import { readingLanguage } from '../../lib/reading-language.ts';
import { person, type Limit } from '../../plugins/http/rate-limit.ts';
import { route } from '../../plugins/http/route.ts';
import { registerAssistanceFigures } from './assistance-requests.dashboard.ts';
import { assign, cancel, setStatus } from './assistance-requests.decisions.ts';
import { AssistanceLists } from './assistance-requests.lists.ts';
import { registerAssistancePersonalData } from './assistance-requests.personal-data.service.ts';
import * as service from './assistance-requests.service.ts';
import type { ResponseTiming } from './assistance-requests.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/** From a few minutes to a few days, in seconds: how long help takes to be accepted and to be given. */
const RESPONSE_BUCKETS = [60, 300, 600, 1200, 1800, 3600, 7200, 14400, 43200, 86400, 259200];

/**
 * Requests for help per person an hour, of every kind, an ambulance too: making and cancelling
 * requests again and again would send dispatch's notices (and, for an ambulance, every admin's)
 * each time, which the cap on open requests alone does not stop. Refused past it with 429, the
 * ambulance form still shows the emergency number to call.
 */
const askLimit: Limit = { name: 'assistance-request', max: ASSISTANCE_REQUESTS_PER_HOUR, windowMs: 60 * MINUTE_MS, key: person };

/** How long requests waited, observed as each is accepted and done, for /metrics. */
function responseTiming(app: FastifyInstance): ResponseTiming {
  const seconds = app.metrics.histogram(
    'sahaya_assistance_response_seconds',
    'Seconds from a request for help to its being accepted (or assigned) and to its being done, by step.',
    ['step'],
    RESPONSE_BUCKETS,
  );
  const since = (createdAt: Date) => Math.max(0, (Date.now() - createdAt.getTime()) / 1000);
  return {
    accepted: (createdAt) => seconds.observe({ step: 'accepted' }, since(createdAt)),
    completed: (createdAt) => seconds.observe({ step: 'completed' }, since(createdAt)),
  };
}

export async function assistanceRoutes(app: FastifyInstance) {
  // With a calling gateway the parties ring each other through it, and read each other's number nowhere.
  const callsConnected = app.config.exotel !== undefined;
  const lists = new AssistanceLists(app.db, { callsConnected });
  const deps = { db: app.db, live: app.live, storage: app.storage, jobs: app.jobs, timing: responseTiming(app), callsConnected };
  registerAssistancePersonalData(app.personalData);
  registerAssistanceFigures(app.dashboardFigures);

  route(app, endpoints.createAssistanceRequest, async ({ auth, body, idempotency }) => service.create(app, auth.userId, body, idempotency), {
    limits: [askLimit],
  });
  route(app, endpoints.myAssistanceRequests, async ({ auth, query }) => lists.of(auth.userId, query));
  route(app, endpoints.getAssistanceRequest, async ({ auth, params, request }) => service.details(deps, auth, params.id, readingLanguage(request)));
  route(app, endpoints.cancelAssistanceRequest, async ({ auth, params }) => cancel(deps, auth.userId, params.id));

  route(app, endpoints.nearbyRequests, async ({ auth, query }) => service.nearby(app, lists, auth.userId, query));
  route(app, endpoints.processingRequests, async ({ auth, query }) => lists.handledBy(auth.userId, query));
  route(app, endpoints.setAssistanceStatus, async ({ auth, params, body }) => setStatus(deps, auth.userId, params.id, body));

  route(app, endpoints.listAssistanceRequests, async ({ query }) => lists.every(query));
  route(app, endpoints.pendingAssistanceRequests, async ({ query }) => lists.waiting(query));
  route(app, endpoints.assignVolunteer, async ({ auth, params, body }) =>
    assign(deps, auth.userId, params.id, body.volunteerId),
  );
}
