/**
 * The waiting list of an asset with no unit free: first come, first served. When units come back
 * (a return in good condition, a repair marked ready, stock added) a job offers them to the first
 * in line without an offer, who has WAITLIST_HOLD_HOURS to ask before the next is told.
 *
 * Each open offer holds one unit: others may not ask for it while it runs. An offer that ran out
 * gives up its holder's place, so the unit goes to the next in line.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { waitlistMessages } from '@sahaya/contract/assets/messages';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { DEFAULT_LOAN_DAYS, WAITLIST_HOLD_HOURS } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { assetRequests, assets, assetWaitlist } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { noticeDate, noticeText, noticeWords, notifyMany, type NotifyDeps } from '../notifications/notifications.service.ts';
import { freeOnDays, openLoansOf } from './assets.availability.ts';
import { namesOf } from './assets.texts.ts';
import type { AssetDeps } from './assets.service.ts';

/** Offers the units free of an asset to those waiting, and gives up the offers that ran out. */
export const waitlistTurns = defineQueue<{ assetId: string }>('asset-waitlist-turn', { policy: 'short' });

const HOLD_MS = WAITLIST_HOLD_HOURS * 60 * 60 * 1000;

/** Units of the asset came back: enqueue the turn of those waiting, in the transaction of the change. */
export async function unitsCameBack(jobs: Pick<Jobs, 'send'>, tx: Db, assetId: string): Promise<void> {
  await jobs.send(waitlistTurns, { assetId }, { db: tx, singletonKey: assetId });
}

/** An entry still in line (by its offer_expires_at): no offer yet, or one that has not run out. */
const inLine = (offerExpiresAt: AnyPgColumn, now: Date): SQL => or(isNull(offerExpiresAt), gt(offerExpiresAt, now))!;

/** An offer that still holds a unit. */
export const openOffer = (now: Date): SQL => gt(assetWaitlist.offerExpiresAt, now);

/**
 * The statement of `waitlistOf`: over the asset's entries (asset_waitlist_asset_created_idx), the
 * caller's own (asset_waitlist_asset_user_key) joined to each, so their place is the number of
 * entries up to theirs in the list's order.
 */
export function waitlistPlace(db: Db, assetId: string, userId: string, now: Date) {
  const me = alias(assetWaitlist, 'me');
  return db
    .select({
      length: sql<number>`count(*)::int`,
      position: sql<number>`(count(*) filter (where ${me.id} is not null
        and (${assetWaitlist.createdAt}, ${assetWaitlist.id}) <= (${me.createdAt}, ${me.id})))::int`,
      heldUntil: sql<Date | null>`max(${me.offerExpiresAt})`.mapWith(me.offerExpiresAt),
    })
    .from(assetWaitlist)
    .leftJoin(me, and(eq(me.assetId, assetWaitlist.assetId), eq(me.userId, userId), inLine(me.offerExpiresAt, now)))
    .where(and(eq(assetWaitlist.assetId, assetId), inLine(assetWaitlist.offerExpiresAt, now)));
}

/** The caller's place in the asset's waiting list, the end of a hold for them, and how many wait, in one statement. */
export async function waitlistOf(
  db: Db,
  assetId: string,
  userId: string,
  now = new Date(),
): Promise<{ waitlistPosition: number | null; heldUntil: string | null; waitlistLength: number }> {
  const [row] = await waitlistPlace(db, assetId, userId, now);
  const position = row?.position ?? 0;
  const heldUntil = row?.heldUntil ? new Date(row.heldUntil) : null;
  return {
    waitlistPosition: position > 0 ? position : null,
    heldUntil: heldUntil && heldUntil > now ? heldUntil.toISOString() : null,
    waitlistLength: row?.length ?? 0,
  };
}

/** Units held for people other than `userId` by open offers: others may not ask for them. */
export async function unitsHeldForOthers(tx: Db, assetId: string, userId: string, now = new Date()): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(assetWaitlist)
    .where(and(eq(assetWaitlist.assetId, assetId), ne(assetWaitlist.userId, userId), openOffer(now)));
  return row?.n ?? 0;
}

/** The person asked for the asset: their place in line (and any hold) is done with. */
export async function leftLineByRequest(tx: Db, assetId: string, userId: string): Promise<void> {
  await tx.delete(assetWaitlist).where(and(eq(assetWaitlist.assetId, assetId), eq(assetWaitlist.userId, userId)));
}

/**
 * The units free for a loan of the usual length from today: the fewest free on any of its days,
 * before any held for the waiting list. A unit on the shelf booked from tomorrow is no unit to
 * borrow now, so the person may wait for one, and one coming back is offered only when it is free
 * for a loan.
 */
async function freeForLoanFromToday(tx: Db, asset: { _id: string; stocks: number; inRepair: number }, now: Date): Promise<number> {
  const today = indiaDayOf(now);
  const loans = await openLoansOf(tx, asset._id);
  const days = freeOnDays({ stocks: asset.stocks, inRepair: asset.inRepair, loans, held: 0, today }, today, addDays(today, DEFAULT_LOAN_DAYS));
  return Math.min(...days.map((day) => day.available));
}

/** The units free for `userId` for a loan of the usual length from today: what decides whether they may join the waiting list. */
export async function freeNowFor(db: Db, asset: { _id: string; stocks: number; inRepair: number }, userId: string, now = new Date()): Promise<number> {
  return Math.max(0, (await freeForLoanFromToday(db, asset, now)) - (await unitsHeldForOthers(db, asset._id, userId, now)));
}

/**
 * Puts the caller in line, only when no unit is free for them now (none free for a loan from today
 * beyond those held for others). The unique index on (asset, person) keeps a second entry out even when two
 * calls race: the insert that finds one adds nothing.
 */
export async function joinWaitlist(deps: Pick<AssetDeps, 'db'>, assetId: string, userId: string): Promise<Said & { waitlistPosition: number }> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [asset] = await tx.select({ _id: assets.id, stocks: assets.stocks, inRepair: assets.inRepair }).from(assets).where(eq(assets.id, assetId));
    if (!asset) throw new AppError('ASSET_NOT_FOUND');
    if ((await freeNowFor(tx, asset, userId, now)) > 0) {
      // A unit held for the caller counts as free for them: they are in line already, holding it.
      const [mine] = await tx
        .select({ id: assetWaitlist.id })
        .from(assetWaitlist)
        .where(and(eq(assetWaitlist.assetId, assetId), eq(assetWaitlist.userId, userId), inLine(assetWaitlist.offerExpiresAt, now)));
      throw new AppError(mine ? 'WAITLIST_ALREADY' : 'WAITLIST_NOT_NEEDED');
    }
    // An entry whose offer ran out and that the turn has not yet cleared is given up here.
    await tx
      .delete(assetWaitlist)
      .where(and(eq(assetWaitlist.assetId, assetId), eq(assetWaitlist.userId, userId), lte(assetWaitlist.offerExpiresAt, now)));
    const [added] = await tx.insert(assetWaitlist).values({ assetId, userId }).onConflictDoNothing().returning({ id: assetWaitlist.id });
    if (!added) throw new AppError('WAITLIST_ALREADY');
  });
  const { waitlistPosition } = await waitlistOf(deps.db, assetId, userId, now);
  return { ...said('WAITLIST_JOINED'), waitlistPosition: waitlistPosition ?? 1 };
}

/** Takes the caller out of line; a unit held for them passes to the next in line. */
export async function leaveWaitlist(deps: Pick<AssetDeps, 'db' | 'jobs'>, assetId: string, userId: string): Promise<Said> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [left] = await tx
      .delete(assetWaitlist)
      .where(and(eq(assetWaitlist.assetId, assetId), eq(assetWaitlist.userId, userId)))
      .returning({ offerExpiresAt: assetWaitlist.offerExpiresAt });
    if (!left) {
      const [asset] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
      throw new AppError(asset ? 'NOT_ON_WAITLIST' : 'ASSET_NOT_FOUND');
    }
    if (left.offerExpiresAt && left.offerExpiresAt > now) await unitsCameBack(deps.jobs, tx, assetId);
  });
  return said('WAITLIST_LEFT');
}

/**
 * One turn of an asset's waiting list at `now`: the offers that ran out give up their places; each
 * unit free (on the shelf, held by no open offer and asked for by no request waiting for a decision) is offered to the next in line without one,
 * who is told in the same transaction. The asset's row is locked first, so turns of one asset on
 * several nodes take turns and nobody is offered a unit twice. Another turn is set for the end of
 * the earliest open offer, so the next person is told when it runs out even if nothing else happens.
 */
export async function takeWaitlistTurn(
  deps: NotifyDeps & { db: Db; jobs: Pick<Jobs, 'send' | 'sendMany'> },
  assetId: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ _id: assets.id, name: assets.name, translations: assets.translations, stocks: assets.stocks, inRepair: assets.inRepair })
      .from(assets)
      .where(eq(assets.id, assetId))
      .for('update');
    if (!asset) return;
    await tx.delete(assetWaitlist).where(and(eq(assetWaitlist.assetId, assetId), lte(assetWaitlist.offerExpiresAt, now)));
    const [held] = await tx
      .select({ n: count() })
      .from(assetWaitlist)
      .where(and(eq(assetWaitlist.assetId, assetId), openOffer(now)));
    // Units already asked for wait for the admin's decision: only a rejection frees them again.
    const [asked] = await tx
      .select({ n: sql<number>`coalesce(sum(${assetRequests.quantity}), 0)::int` })
      .from(assetRequests)
      .where(and(eq(assetRequests.assetId, assetId), eq(assetRequests.status, 'pending')));
    const free = (await freeForLoanFromToday(tx, asset, now)) - (held?.n ?? 0) - (asked?.n ?? 0);
    if (free > 0) {
      const next = await tx
        .select({ id: assetWaitlist.id, userId: assetWaitlist.userId })
        .from(assetWaitlist)
        .where(and(eq(assetWaitlist.assetId, assetId), isNull(assetWaitlist.offeredAt)))
        .orderBy(asc(assetWaitlist.createdAt), asc(assetWaitlist.id))
        .limit(free);
      if (next.length > 0) {
        const expiresAt = new Date(now.getTime() + HOLD_MS);
        await tx
          .update(assetWaitlist)
          .set({ offeredAt: now, offerExpiresAt: expiresAt })
          .where(inArray(assetWaitlist.id, next.map((entry) => entry.id)));
        // Told with the offer: the notices are stored (and their mail and push enqueued) only if the offer is.
        const text = noticeText(waitlistMessages.turnNotice, noticeWords(namesOf(asset)), noticeDate(expiresAt));
        await notifyMany(deps, next.map(({ userId }) => ({ userId, type: 'system' as const, text, topic: 'assetRequest' as const })), { db: tx });
      }
    }
    const [earliest] = await tx
      .select({ at: min(assetWaitlist.offerExpiresAt) })
      .from(assetWaitlist)
      .where(and(eq(assetWaitlist.assetId, assetId), openOffer(now)));
    if (earliest?.at) {
      // Its own key: the queue keeps one waiting job per key, and a unit coming back before then
      // must still start a turn at once.
      const at = new Date(earliest.at);
      await deps.jobs.send(waitlistTurns, { assetId }, { db: tx, startAfter: at, singletonKey: `${assetId}@${at.toISOString()}` });
    }
  });
}

export function waitlistJobs(app: FastifyInstance): void {
  app.jobs.work(waitlistTurns, async ({ assetId }) => takeWaitlistTurn(app, assetId));
}
