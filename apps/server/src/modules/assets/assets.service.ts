/**
 * Equipment to lend and the requests to borrow it (spec 2 §3-4, spec 3 §3-4). This module owns
 * the `assets` and `asset_requests` tables; other modules read them only through the queries here.
 *
 * Stock counts the units on the shelf. Approving a request takes its units off in the same
 * transaction, by a conditional update that never lets the stock go below zero, so two approvals
 * racing for the last unit approve exactly one; marking it returned puts them back.
 */
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import { assetMessages, assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import type { AssetBody, CreateAssetRequestBody, DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { activityRow } from '../../db/activity-row.ts';
import type { Db } from '../../db/client.ts';
import { indiaDay, newestFirst } from '../../db/order.ts';
import { personOf } from '../../db/person-names.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Live } from '../../plugins/realtime.ts';
import type { Storage } from '../../plugins/storage.ts';
import { notify, noticeText } from '../notifications/notifications.service.ts';
import { assetColumns, requestColumns, toAsset, toAssetRequest } from './assets.lists.ts';

export interface AssetDeps {
  db: Db;
  storage: Storage;
  live: Live;
  /** Where a decision's notice enqueues its delivery by mail and push. */
  jobs: Pick<Jobs, 'send'>;
}

/** An asset's row, or ASSET_NOT_FOUND. */
export async function assetRow(db: Db, id: string) {
  const [row] = await db.select(assetColumns).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

export async function getAsset(deps: Pick<AssetDeps, 'db'>, id: string) {
  return { asset: toAsset(await assetRow(deps.db, id)) };
}

/** The image must be a picture uploaded to this site (POST /api/assets/image); it is kept by its url. */
function imageUrl(storage: Storage, url: string): string {
  const key = storage.publicKeyOf(url);
  if (!key) throw new AppError('ASSET_IMAGE_INVALID', { field: 'image' });
  return storage.publicUrl(key);
}

export async function createAsset(deps: AssetDeps, body: AssetBody) {
  const [row] = await deps.db
    .insert(assets)
    .values({ ...body, image: imageUrl(deps.storage, body.image) })
    .returning(assetColumns);
  if (!row) throw new Error('Asset insert returned no row');
  return { message: assetMessages.added, asset: toAsset(row) };
}

/** Edits an asset; a replaced image of this site is removed once nothing refers to it. */
export async function updateAsset(deps: AssetDeps, id: string, body: AssetBody) {
  const image = imageUrl(deps.storage, body.image);
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ image: assets.image }).from(assets).where(eq(assets.id, id)).for('update');
    if (!before) throw new AppError('ASSET_NOT_FOUND');
    await tx.update(assets).set({ ...body, image }).where(eq(assets.id, id));
    return before.image;
  });
  if (previous && previous !== image) {
    const key = deps.storage.publicKeyOf(previous);
    if (key) await deps.storage.remove([key]);
  }
  return { message: assetMessages.updated, asset: toAsset(await assetRow(deps.db, id)) };
}

/** Which of these stored files are the images of assets, for the sweep of unused files. */
export async function filesInUse(deps: Pick<AssetDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
  const urls = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  if (urls.length === 0) return [];
  const rows = await deps.db.select({ image: assets.image }).from(assets).where(inArray(assets.image, urls));
  return rows.flatMap(({ image }) => deps.storage.publicKeyOf(image ?? '') ?? []);
}

/** A person asks to borrow units of an asset: no more than the shelf holds now, and at most three. */
export async function requestAsset(deps: Pick<AssetDeps, 'db'>, userId: string, assetId: string, body: CreateAssetRequestBody) {
  const asset = await assetRow(deps.db, assetId);
  if (asset.stocks === 0) throw new AppError('OUT_OF_STOCK', { field: 'quantity' });
  if (body.quantity > asset.stocks) throw new AppError('NOT_ENOUGH_STOCK', { params: [asset.stocks], field: 'quantity' });
  const [created] = await deps.db
    .insert(assetRequests)
    .values({ assetId, userId, quantity: body.quantity, requestedDate: body.requestedDate })
    .returning({ id: assetRequests.id });
  if (!created) throw new Error('Asset request insert returned no row');
  return { message: r.requested, assetRequest: toAssetRequest(await requestRow(deps.db, created.id)) };
}

async function requestRow(db: Db, id: string) {
  const [row] = await db
    .select({ ...requestColumns, user: personOf(assetRequests.userId) })
    .from(assetRequests)
    .where(eq(assetRequests.id, id));
  if (!row) throw new AppError('ASSET_REQUEST_NOT_FOUND');
  return row;
}

/** A person's own requests for one asset, newest first. */
export async function myRequestsForAsset(deps: Pick<AssetDeps, 'db'>, userId: string, assetId: string) {
  await assetRow(deps.db, assetId);
  const rows = await deps.db
    .select(requestColumns)
    .from(assetRequests)
    .where(and(eq(assetRequests.userId, userId), eq(assetRequests.assetId, assetId)))
    .orderBy(newestFirst(assetRequests.createdAt), newestFirst(assetRequests.id))
    .limit(50);
  return { assetRequestDetails: rows.map(toAssetRequest) };
}

const notices = { approved: r.approvedNotice, rejected: r.rejectedNotice, completed: r.returnedNotice } as const;
const replies = { approved: r.approved, rejected: r.rejected, completed: r.returned } as const;

/**
 * The admin's decision. Approve or reject only a pending request; mark returned only an approved
 * one. The request's row is locked first, so two decisions on it take turns; the stock changes in
 * the same transaction. The requester is told, live, with the comment.
 */
export async function decide(deps: AssetDeps, id: string, { status, comment }: DecideAssetRequestBody) {
  const now = new Date();
  const decided = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: assetRequests.status, assetId: assetRequests.assetId, quantity: assetRequests.quantity, userId: assetRequests.userId })
      .from(assetRequests)
      .where(eq(assetRequests.id, id))
      .for('update');
    if (!request) throw new AppError('ASSET_REQUEST_NOT_FOUND');
    if (status === 'completed' ? request.status !== 'approved' : request.status !== 'pending') {
      throw new AppError(status === 'completed' ? 'ONLY_APPROVED_RETURNED' : 'ONLY_PENDING_DECIDED');
    }
    if (status === 'approved') {
      const [taken] = await tx
        .update(assets)
        .set({ stocks: sql`${assets.stocks} - ${request.quantity}` })
        .where(and(eq(assets.id, request.assetId), gte(assets.stocks, request.quantity)))
        .returning({ stocks: assets.stocks });
      if (!taken) {
        const [left] = await tx.select({ stocks: assets.stocks }).from(assets).where(eq(assets.id, request.assetId));
        throw new AppError('NOT_ENOUGH_TO_APPROVE', { params: [left?.stocks ?? 0, request.quantity] });
      }
    }
    if (status === 'completed') {
      await tx.update(assets).set({ stocks: sql`${assets.stocks} + ${request.quantity}` }).where(eq(assets.id, request.assetId));
    }
    const note: SQL | string | null = comment ? comment : status === 'completed' ? sql`${assetRequests.comment}` : null;
    await tx
      .update(assetRequests)
      .set(status === 'completed' ? { status, returnedAt: now, comment: note } : { status, decidedAt: now, comment: note })
      .where(eq(assetRequests.id, id));
    return request;
  });
  const row = await requestRow(deps.db, id);
  await notify(deps, { userId: decided.userId, type: 'system', text: noticeText(notices[status], row.asset.name, comment ?? null), topic: 'assetRequest' });
  return { message: replies[status], assetRequest: toAssetRequest(row) };
}

// ---------------------------------------------------------------------------------------------
// What the overview reads of the lending library
// ---------------------------------------------------------------------------------------------

/** How many asset requests wait for a decision. */
export async function pendingAssetRequestCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assetRequests).where(eq(assetRequests.status, 'pending'));
  return row?.n ?? 0;
}

/** How many asset requests a person has made. */
export async function assetRequestCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assetRequests).where(eq(assetRequests.userId, userId));
  return row?.n ?? 0;
}

/** The newest pending asset requests with their asset and requester, for the admin dashboard. */
export async function pendingAssetRequests(db: Db, limit: number = dashboardSizes.pendingAssetRequests) {
  const rows = await db
    .select({
      _id: assetRequests.id,
      quantity: assetRequests.quantity,
      priority: assetRequests.priority,
      requestedDate: assetRequests.requestedDate,
      createdAt: assetRequests.createdAt,
      asset: { _id: assets.id, name: assets.name, image: assets.image, category: assets.category },
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

/** A person's latest asset requests as activity rows (db/activity-row.ts), for the overview to merge with the others. */
export const assetRequestActivity = (db: Db, userId: string, n: number) =>
  db
    .select(activityRow('assetRequest', { id: assetRequests.id, title: assets.name, status: assetRequests.status, date: assetRequests.createdAt }))
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(eq(assetRequests.userId, userId))
    .orderBy(newestFirst(assetRequests.createdAt))
    .limit(n);
