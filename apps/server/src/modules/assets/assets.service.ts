/**
 * Equipment to lend and the requests to borrow it (spec 2 §3-4, spec 3 §3-4). This module owns
 * the tables of schema/assets.ts; other modules read them only through the queries here. Its rules
 * live beside: the catalogue (assets.catalogue.ts), loans (assets.loans.ts), what is free when
 * (assets.availability.ts), repairs, the waiting list, reminders and the history.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import type { Language } from '@sahaya/contract/i18n/languages';
import { activityRow } from '../../db/activity-row.ts';
import type { Db } from '../../db/client.ts';
import { indiaDay, newestFirst } from '../../db/order.ts';
import { personOf } from '../../db/person-names.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { assetTextIn } from './assets.texts.ts';

export interface AssetDeps {
  db: Db;
  storage: Storage;
  live: Live;
  /** Where a decision's notice enqueues its delivery by mail and push, and the reminders their notices. */
  jobs: Pick<Jobs, 'send' | 'sendMany'>;
}

// ---------------------------------------------------------------------------------------------
// What the dashboards module reads of the lending library
// ---------------------------------------------------------------------------------------------

/** How many asset requests wait for a decision. */
export async function pendingAssetRequestCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assetRequests).where(eq(assetRequests.status, 'pending'));
  return row?.n ?? 0;
}

/** How many approved loans are past their return day (`today`, a day in India), off the status and return-day index. */
export async function overdueLoanCount(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assetRequests)
    .where(and(eq(assetRequests.status, 'approved'), lt(assetRequests.returnDate, today)));
  return row?.n ?? 0;
}

/** How many assets are of each category, by its key (categories without any are left out), off the category index. */
export async function assetCountsByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ category: assets.category, n: count() }).from(assets).groupBy(assets.category);
  return new Map(rows.map(({ category, n }) => [category, n]));
}

/** How many asset requests a person has made. */
export async function assetRequestCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assetRequests).where(eq(assetRequests.userId, userId));
  return row?.n ?? 0;
}

/** The newest pending asset requests with their asset and requester, for the admin dashboard. */
export async function pendingAssetRequests(db: Db, language: Language, limit: number = dashboardSizes.pendingAssetRequests) {
  const rows = await db
    .select({
      _id: assetRequests.id,
      quantity: assetRequests.quantity,
      priority: assetRequests.priority,
      requestedDate: assetRequests.requestedDate,
      createdAt: assetRequests.createdAt,
      asset: { _id: assets.id, name: assetTextIn(language, 'name'), image: assets.image, category: assets.category },
      user: personOf(assetRequests.userId),
    })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(eq(assetRequests.status, 'pending'))
    .orderBy(newestFirst(assetRequests.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** How many asset requests were made on each day in India (IST) since `since` (days without any left out), off the created_at index. */
export async function assetRequestsPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
  const day = indiaDay(assetRequests.createdAt);
  return db
    .select({ day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(assetRequests)
    .where(gte(assetRequests.createdAt, since))
    .groupBy(day);
}

/** A person's latest asset requests as activity rows (db/activity-row.ts), for the dashboards module to merge with the others. */
export const assetRequestActivity = (db: Db, userId: string, n: number, language: Language) =>
  db
    .select(
      activityRow('assetRequest', { id: assetRequests.id, title: assetTextIn(language, 'name'), status: assetRequests.status, date: assetRequests.createdAt }),
    )
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(eq(assetRequests.userId, userId))
    .orderBy(newestFirst(assetRequests.createdAt))
    .limit(n);
