/** What the lending module holds about one person, for the copy of their own data (modules/privacy). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetRequests, assets, assetWaitlist } from '../../db/schema/assets.ts';

/** Every request the person made to borrow equipment, with the equipment's name and what happened to it. */
export async function personalDataOfAssetRequests(db: Db, userId: string) {
  return db
    .select({
      id: assetRequests.id,
      asset: assets.name,
      quantity: assetRequests.quantity,
      requestedDate: assetRequests.requestedDate,
      priority: assetRequests.priority,
      reason: assetRequests.reason,
      status: assetRequests.status,
      adminComment: assetRequests.comment,
      createdAt: assetRequests.createdAt,
      decidedAt: assetRequests.decidedAt,
      returnedAt: assetRequests.returnedAt,
    })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(eq(assetRequests.userId, userId))
    .orderBy(asc(assetRequests.createdAt));
}

/** The waiting lists the person is in, with the equipment's name, when they joined and any unit held for them. */
export async function personalDataOfWaitlists(db: Db, userId: string) {
  return db
    .select({
      asset: assets.name,
      joinedAt: assetWaitlist.createdAt,
      offeredAt: assetWaitlist.offeredAt,
      offerExpiresAt: assetWaitlist.offerExpiresAt,
    })
    .from(assetWaitlist)
    .innerJoin(assets, eq(assets.id, assetWaitlist.assetId))
    .where(eq(assetWaitlist.userId, userId))
    .orderBy(asc(assetWaitlist.createdAt));
}
