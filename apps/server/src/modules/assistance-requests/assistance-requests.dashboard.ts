/**
 * What the assistance requests count for the dashboards and the people pages (modules/dashboards):
 * requests made and waiting, the requests a person made or handled as activity, and a volunteer's
 * tasks on hand.
 */
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import {
  assistanceRequestActivity,
  assistanceRequestCountOf,
  assistanceRequestsPerDay,
  atTaskLimit,
  pendingAssistanceRequestCount,
  pendingAssistanceRequests,
  tasksOf,
  responseTimes,
  tasksOnHand,
  unansweredCount,
} from './assistance-requests.service.ts';
import { DAY_MS } from '../../lib/durations.ts';

/** How far back the dashboard's response times look. */
const RESPONSE_DAYS = 30;

export function registerAssistanceFigures(figures: DashboardFigures) {
  figures.person('totalRequests', assistanceRequestCountOf);
  figures.card('pendingRequests', (db) => pendingAssistanceRequestCount(db));
  figures.list('pendingAssistanceRequests', (db) => pendingAssistanceRequests(db));
  figures.card('unansweredRequests', (db) => unansweredCount(db));
  figures.list('responseTimes', (db, now) => responseTimes(db, new Date(now.getTime() - RESPONSE_DAYS * DAY_MS)));
  figures.perDay('requests', async (db, since) => (await assistanceRequestsPerDay(db, since)).map(({ day, count }) => ({ day, value: count })));
  // The requests the person made, and those they handled as the volunteer.
  figures.activity((db, userId, n) => assistanceRequestActivity(db, userId, n).made);
  figures.activity((db, userId, n) => assistanceRequestActivity(db, userId, n).handled);
  figures.volunteerTasks({ count: tasksOnHand, atLimit: atTaskLimit, of: tasksOf });
}
