/**
 * What a person may have waiting for an admin's decision: one request of each asset, and
 * PENDING_ASSET_REQUESTS_MAX in all. A pending request reserves no unit (availability counts
 * approved loans only), so any number of them would pass the check of the days; yet the waiting
 * list's turn keeps the units of every pending request from the people in line, so one person's
 * pile of requests would keep the units from everybody waiting. The partial unique index
 * asset_requests_one_pending_idx holds the first rule in the database as well.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PENDING_ASSET_REQUESTS_MAX } from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';

/**
 * Why the person may not ask for `assetId` now: their request of it still waits, or they have
 * PENDING_ASSET_REQUESTS_MAX waiting; nothing when they may. Read off the person's requests by
 * status (asset_requests_user_status_created_idx), in the transaction that writes the request,
 * under the person's row lock: their requests are counted one at a time, so many sent at once
 * leave one of each asset and the limit in all.
 */
export async function tooManyAsks(tx: Db, userId: string, assetId: string): Promise<AppError | undefined> {
  const [pending] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      ofAsset: sql<number>`(count(*) filter (where ${assetRequests.assetId} = ${assetId}))::int`,
    })
    .from(assetRequests)
    .where(and(eq(assetRequests.userId, userId), eq(assetRequests.status, 'pending')));
  // Asking again for the same asset is said first: it is what the person can put right at once.
  if ((pending?.ofAsset ?? 0) > 0) return new AppError('ALREADY_ASKED_FOR_ASSET');
  if ((pending?.all ?? 0) >= PENDING_ASSET_REQUESTS_MAX) return new AppError('TOO_MANY_PENDING_ASSET_REQUESTS', { params: [PENDING_ASSET_REQUESTS_MAX] });
  return undefined;
}
