/** An asset's history as recorded by assets.events.ts, newest first, paged, with the names of the people in it. */
import { eq } from 'drizzle-orm';
import type { AssetHistoryReply } from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { bound, PagedList } from '../../db/paged-list.ts';
import { presentPersonOf } from '../../db/person-names.ts';
import { assetEvents } from '../../db/schema/assets.ts';
import { assetStock } from './assets.catalogue.ts';
import type { AssetDeps } from './assets.service.ts';

/**
 * The events of one asset off asset_events_asset_created_idx. An asset gathers a few events a
 * loan, hundreds over years, so the page counts its list in its own statement. The admin and the
 * borrower are named while their accounts exist.
 */
const eventsOf = (db: Db) =>
  new PagedList(db, {
    name: 'asset_history',
    table: assetEvents,
    columns: {
      _id: assetEvents.id,
      kind: assetEvents.kind,
      createdAt: assetEvents.createdAt,
      actor: presentPersonOf(assetEvents.actorId),
      person: presentPersonOf(assetEvents.personId),
      requestId: assetEvents.requestId,
      details: assetEvents.details,
    },
    order: [newestFirst(assetEvents.createdAt), newestFirst(assetEvents.id)],
    filters: { asset: bound<string>((assetId) => eq(assetEvents.assetId, assetId)) },
    countWithPage: true,
  });

/** Each app's database prepares the list's statements once. */
const lists = new WeakMap<Db, ReturnType<typeof eventsOf>>();
const listOf = (db: Db) => {
  let list = lists.get(db);
  if (!list) lists.set(db, (list = eventsOf(db)));
  return list;
};

const textOf = (value: string | number | null) => (value === null ? null : String(value));

export async function history(deps: Pick<AssetDeps, 'db'>, assetId: string, query: { page: number; limit: number }): Promise<AssetHistoryReply> {
  await assetStock(deps.db, assetId);
  const { rows, total, totalPages } = await listOf(deps.db).page({ page: query.page, limit: query.limit, asset: assetId });
  return {
    events: rows.map(({ createdAt, details, ...event }) => ({
      ...event,
      date: createdAt.toISOString(),
      quantity: details.quantity ?? null,
      from: details.from ?? null,
      to: details.to ?? null,
      condition: details.condition ?? null,
      note: details.note ?? null,
      changes: (details.changes ?? []).map(({ field, from, to }) => ({ field, from: textOf(from), to: textOf(to) })),
    })),
    totalPages,
    totalEvents: total,
  };
}
