/**
 * What is free when: for each day of a period, the units on the shelf and those of approved loans
 * not yet back on the days outside their periods (a loan past its return day holds its units every
 * day until it comes back), less the units held for the first in the waiting list.
 */
import type { AssetAvailabilityQuery, AssetAvailabilityReply } from '@sahaya/contract/assets/schemas';
import type { AssetDeps } from './assets.service.ts';

export async function availability(_deps: Pick<AssetDeps, 'db'>, _assetId: string, _query: AssetAvailabilityQuery, _userId: string): Promise<AssetAvailabilityReply> {
  throw new Error('not built yet');
}
