/**
 * Regular service by the calendar. An asset serviced every N days (`serviceEveryDays`) whose last
 * service is that long ago has the units on its shelf held for service once a day, as repairs are,
 * until an admin marks them serviced; the units out come back to service when they are returned
 * (assets.loans.ts). Service after so many loans is decided at each return.
 */
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { assetRepairs, assets } from '../../db/schema/assets.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { recordAssetEvent } from './assets.events.ts';
import type { AssetDeps } from './assets.service.ts';

/** 03:00 UTC is 08:30 in India: before the day's hand-overs, so a unit due for service is not handed out. */
export const serviceTicks = defineQueue<Record<string, never>>('asset-service', {
  cron: '0 3 * * *',
  retryLimit: 2,
  batchSize: 1,
  timeoutSeconds: 30 * 60,
});

/** Whether an asset's service by the calendar is due at `at`: its last service at least its interval ago. */
const dueAt = (at: Date) => sql`${assets.servicedAt} + make_interval(days => ${assets.serviceEveryDays}) <= ${at.toISOString()}::timestamptz`;

/** Assets looked at per run: more than any closet holds that come due on one day. */
const BATCH = 500;

/**
 * Holds for service the shelf units of every asset whose service by the calendar is due at `now`:
 * each asset in a transaction of its own, its row locked and the day checked again, so a run on
 * two nodes or beside a return holds each unit once. Answers how many units it held.
 */
export async function holdDueForService(deps: Pick<AssetDeps, 'db'>, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(isNotNull(assets.serviceEveryDays), gt(assets.stocks, 0), dueAt(now)))
    .orderBy(asc(assets.servicedAt))
    .limit(BATCH);
  let held = 0;
  for (const { id } of due) held += await holdOne(deps.db, id, now);
  return held;
}

async function holdOne(db: Db, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ stocks: assets.stocks })
      .from(assets)
      .where(and(eq(assets.id, id), isNotNull(assets.serviceEveryDays), gt(assets.stocks, 0), dueAt(now)))
      .for('update');
    if (!asset) return 0;
    await tx
      .update(assets)
      .set({ stocks: 0, inRepair: sql`${assets.inRepair} + ${asset.stocks}` })
      .where(eq(assets.id, id));
    await tx.insert(assetRepairs).values({ assetId: id, quantity: asset.stocks, kind: 'service', note: '' });
    await recordAssetEvent(tx, { assetId: id, kind: 'service-due', details: { quantity: asset.stocks } });
    return asset.stocks;
  });
}

export function serviceJobs(app: FastifyInstance): void {
  app.jobs.work(serviceTicks, async () => {
    const held = await holdDueForService(app);
    if (held > 0) app.log.info({ held }, 'Units due for their regular service were held for it');
  });
}
