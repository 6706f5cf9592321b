/**
 * An asset's own page beyond its details: the units free on each day (the approved loans from
 * today on) and its story from its own records, for the admin's asset page and the person's.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { todayUtc } from '@sahaya/contract/assets/schemas';
import { newestFirst } from '../../db/order.ts';
import { nameOf } from '../../db/person-names.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { assetRow, type AssetDeps } from './assets.service.ts';

/** The units on the shelf and the approved loans from today on, summed by the day they start. */
export async function availability(deps: Pick<AssetDeps, 'db'>, assetId: string) {
  const asset = await assetRow(deps.db, assetId);
  const loans = await deps.db
    .select({ date: assetRequests.requestedDate, quantity: sql<number>`sum(${assetRequests.quantity})::int` })
    .from(assetRequests)
    .where(and(eq(assetRequests.assetId, assetId), eq(assetRequests.status, 'approved'), gte(assetRequests.requestedDate, todayUtc())))
    .groupBy(assetRequests.requestedDate)
    .orderBy(asc(assetRequests.requestedDate))
    .limit(60);
  return { stocks: asset.stocks, loans };
}

const unitsOf = (quantity: number) => `${quantity} unit(s)`;

/** The asset's story from its own records, newest first: added, edited, and its latest requests. */
export async function history(deps: Pick<AssetDeps, 'db'>, assetId: string) {
  const asset = await assetRow(deps.db, assetId);
  const requests = await deps.db
    .select({
      name: nameOf(assetRequests.userId),
      quantity: assetRequests.quantity,
      requestedDate: assetRequests.requestedDate,
      status: assetRequests.status,
      comment: assetRequests.comment,
      createdAt: assetRequests.createdAt,
      decidedAt: assetRequests.decidedAt,
      returnedAt: assetRequests.returnedAt,
    })
    .from(assetRequests)
    .where(eq(assetRequests.assetId, assetId))
    .orderBy(newestFirst(assetRequests.createdAt))
    .limit(50);
  const events: { action: string; details: string; date: Date }[] = [
    { action: 'Asset added', details: `${asset.name} joined the catalogue`, date: asset.createdAt },
  ];
  if (asset.updatedAt.getTime() - asset.createdAt.getTime() > 1000) {
    events.push({ action: 'Asset updated', details: `Details or stock changed; ${asset.stocks} in stock now`, date: asset.updatedAt });
  }
  for (const request of requests) {
    const who = `${request.name}, ${unitsOf(request.quantity)} from ${request.requestedDate}`;
    const note = request.comment ? ` — ${request.comment}` : '';
    events.push({ action: 'Requested', details: who, date: request.createdAt });
    if (request.decidedAt && request.status !== 'pending') {
      const approved = request.status !== 'rejected';
      events.push({ action: approved ? 'Approved' : 'Rejected', details: `${who}${note}`, date: request.decidedAt });
    }
    if (request.returnedAt) events.push({ action: 'Returned', details: who, date: request.returnedAt });
  }
  events.sort((a, b) => b.date.getTime() - a.date.getTime());
  return { history: events.map((event) => ({ ...event, date: event.date.toISOString() })) };
}
