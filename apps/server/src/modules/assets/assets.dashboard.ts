/** What the lending library counts for the dashboards (modules/dashboards): requests made and waiting, loans overdue, and the person's requests as activity. */
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import {
  assetRequestActivity,
  assetRequestCountOf,
  assetRequestsPerDay,
  overdueLoanCount,
  pendingAssetRequestCount,
  pendingAssetRequests,
} from './assets.service.ts';

export function registerAssetFigures(figures: DashboardFigures) {
  figures.person('totalRequests', assetRequestCountOf);
  figures.card('pendingRequests', (db) => pendingAssetRequestCount(db));
  // A loan is overdue once its return day is before today in India.
  figures.card('overdueLoans', (db, now) => overdueLoanCount(db, indiaDayOf(now)));
  figures.list('pendingAssetRequests', (db, _now, language) => pendingAssetRequests(db, language));
  figures.perDay('requests', async (db, since) => (await assetRequestsPerDay(db, since)).map(({ day, count }) => ({ day, value: count })));
  figures.activity(assetRequestActivity);
}
