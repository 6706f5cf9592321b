/**
 * Loans: a person asks to borrow units for a period, the admin approves or rejects, hands the units
 * over and takes them back in good condition or needing repair.
 *
 * Stock counts the units on the shelf. Approving a request takes its units off in the same
 * transaction, by a conditional update that never lets the stock go below zero, so two approvals
 * racing for the last unit approve exactly one; marking it returned in good condition puts them back.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import { defaultReturnDate, type CreateAssetRequestBody, type DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { personOf } from '../../db/person-names.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import { notify, noticeText } from '../notifications/notifications.service.ts';
import { assetRow } from './assets.catalogue.ts';
import { requestColumns, toAssetRequest } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';

/** A person asks to borrow units of an asset: no more than the shelf holds now, and at most three. */
export async function requestAsset(deps: Pick<AssetDeps, 'db'>, userId: string, assetId: string, body: CreateAssetRequestBody) {
  const asset = await assetRow(deps.db, assetId);
  if (asset.stocks === 0) throw new AppError('OUT_OF_STOCK', { field: 'quantity' });
  if (body.quantity > asset.stocks) throw new AppError('NOT_ENOUGH_STOCK', { params: [asset.stocks], field: 'quantity' });
  const [created] = await deps.db
    .insert(assetRequests)
    .values({ assetId, userId, quantity: body.quantity, requestedDate: body.requestedDate, returnDate: body.returnDate ?? defaultReturnDate(body.requestedDate) })
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
export async function decide(deps: AssetDeps, id: string, { status, comment }: DecideAssetRequestBody, _adminId: string) {
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


/** The admin hands the units of an approved loan to the borrower. */
export async function handOver(_deps: AssetDeps, _id: string, _adminId: string): Promise<{ message: string; assetRequest: ReturnType<typeof toAssetRequest> }> {
  throw new Error('not built yet');
}

/** The asset's approved loans not yet returned, soonest first, with their borrowers. */
export async function assetLoans(_deps: Pick<AssetDeps, 'db'>, _assetId: string): Promise<{ loans: ReturnType<typeof toAssetRequest>[] }> {
  throw new Error('not built yet');
}
