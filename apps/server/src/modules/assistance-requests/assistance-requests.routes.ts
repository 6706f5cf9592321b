/**
 * The assistance calls (spec 2 §7, spec 3 §7). Rules live in assistance-requests.service.ts and
 * assistance-requests.decisions.ts, lists in assistance-requests.lists.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/assistance-requests/endpoints';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { registerAssistanceFigures } from './assistance-requests.dashboard.ts';
import { assign, cancel, setStatus } from './assistance-requests.decisions.ts';
import { AssistanceLists } from './assistance-requests.lists.ts';
import { registerAssistancePersonalData } from './assistance-requests.personal-data.service.ts';
import * as service from './assistance-requests.service.ts';

export async function assistanceRoutes(app: FastifyInstance) {
  const lists = new AssistanceLists(app.db);
  registerAssistancePersonalData(app.personalData);
  registerAssistanceFigures(app.dashboardFigures);

  route(app, endpoints.createAssistanceRequest, async ({ auth, body, idempotency }) => service.create(app, auth.userId, body, idempotency));
  route(app, endpoints.myAssistanceRequests, async ({ auth, query }) => lists.of(auth.userId, query));
  route(app, endpoints.getAssistanceRequest, async ({ auth, params, request }) => service.details(app, auth, params.id, readingLanguage(request)));
  route(app, endpoints.cancelAssistanceRequest, async ({ auth, params }) => cancel(app, auth.userId, params.id));

  route(app, endpoints.nearbyRequests, async ({ auth, query }) => service.nearby(app, lists, auth.userId, query));
  route(app, endpoints.processingRequests, async ({ auth, query }) => lists.handledBy(auth.userId, query));
  route(app, endpoints.setAssistanceStatus, async ({ auth, params, body }) => setStatus(app, auth.userId, params.id, body));

  route(app, endpoints.listAssistanceRequests, async ({ query }) => lists.every(query));
  route(app, endpoints.pendingAssistanceRequests, async () => service.pending(app));
  route(app, endpoints.assignVolunteer, async ({ auth, params, body }) =>
    assign(app, auth.userId, params.id, body.volunteerId),
  );
}
