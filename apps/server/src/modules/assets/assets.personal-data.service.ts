/**
 * What the lending module holds about one person, for the copy of their own data and their
 * account's deletion (modules/privacy, through plugins/registries/personal-data.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetRequests, assets, assetWaitlist } from '../../db/schema/assets.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import { openOffer, unitsCameBack } from './assets.waitlist.ts';

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

/**
 * The person's account is being erased (modules/privacy), in its transaction: their places in
 * waiting lists go with it, and a unit held for them passes to the next in line once it has gone.
 */
export async function releaseHoldsOf(jobs: Pick<Jobs, 'send'>, tx: Db, userId: string, now = new Date()): Promise<void> {
  const held = await tx
    .select({ assetId: assetWaitlist.assetId })
    .from(assetWaitlist)
    .where(and(eq(assetWaitlist.userId, userId), openOffer(now)));
  for (const { assetId } of held) await unitsCameBack(jobs, tx, assetId);
}

/** The lending's part of a person's data: their requests and waiting lists in the copy, the holds in the erasure. */
export function registerAssetPersonalData(personalData: PersonalData, jobs: Pick<Jobs, 'send'>) {
  personalData.section('assetRequests', { read: personalDataOfAssetRequests });
  // The equipment the person waits for, and a unit held for them.
  personalData.section('assetWaitlists', { read: personalDataOfWaitlists });
  personalData.erasure('assets', async (tx, person) => {
    // Their places in waiting lists go with the account; a unit held for them goes to the next in line.
    await releaseHoldsOf(jobs, tx, person.id);
    return [];
  });
}
