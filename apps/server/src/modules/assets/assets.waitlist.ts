/**
 * The waiting list of an asset with no unit free: first come, first served. When units come back
 * (a return in good condition, a repair marked ready, stock added) a job offers them to the first
 * in line without an offer, who has WAITLIST_HOLD_HOURS to ask before the next is told.
 */
import type { Db } from '../../db/client.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs.ts';
import type { AssetDeps } from './assets.service.ts';

/** Offers the units free of an asset to those waiting, and gives up the offers that ran out. */
export const waitlistTurns = defineQueue<{ assetId: string }>('asset-waitlist-turn', { policy: 'short' });

/** Units of the asset came back: enqueue the turn of those waiting, in the transaction of the change. */
export async function unitsCameBack(jobs: Pick<Jobs, 'send'>, tx: Db, assetId: string): Promise<void> {
  await jobs.send(waitlistTurns, { assetId }, { db: tx, singletonKey: assetId });
}

/** The caller's place in the asset's waiting list, the end of a hold for them, and how many wait. */
export async function waitlistOf(_db: Db, _assetId: string, _userId: string): Promise<{ waitlistPosition: number | null; heldUntil: string | null; waitlistLength: number }> {
  throw new Error('not built yet');
}

/** Units held for people other than `userId` by open offers: others may not ask for them. */
export async function unitsHeldForOthers(_tx: Db, _assetId: string, _userId: string): Promise<number> {
  throw new Error('not built yet');
}

/** The person asked for the asset: their place in line (and any hold) is done with. */
export async function leftLineByRequest(_tx: Db, _assetId: string, _userId: string): Promise<void> {
  throw new Error('not built yet');
}

export async function joinWaitlist(_deps: AssetDeps, _assetId: string, _userId: string): Promise<{ message: string; waitlistPosition: number }> {
  throw new Error('not built yet');
}

export async function leaveWaitlist(_deps: AssetDeps, _assetId: string, _userId: string): Promise<{ message: string }> {
  throw new Error('not built yet');
}

export function waitlistJobs(_app: import('fastify').FastifyInstance): void {}
