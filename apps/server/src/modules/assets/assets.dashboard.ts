/** What the lending library counts for the dashboards (modules/dashboards): requests made and waiting, loans overdue, and the person's requests as activity. */
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import { categoryNames } from '../asset-categories/asset-categories.service.ts';
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
  figures.list('pendingAssetRequests', async (db, _now, language) => {
    // Each request names its asset's category in the reader's language, as the categories' table has it.
    const [requests, names] = await Promise.all([pendingAssetRequests(db, language), categoryNames(db, language)]);
    return requests.map((r) => ({ ...r, asset: { ...r.asset, categoryName: names.get(r.asset.category) ?? r.asset.category } }));
  });
  figures.perDay('requests', async (db, since) => (await assetRequestsPerDay(db, since)).map(({ day, count }) => ({ day, value: count })));
  figures.activity(assetRequestActivity);
}
