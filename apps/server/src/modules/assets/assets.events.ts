/**
 * An asset's history is written as it happens, in the transaction of the change it records, so
 * the History tab shows exactly what was done and by whom (assets.history.ts reads it).
 */
import type { assetEventKinds } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { assetEvents, type AssetEventDetails } from '../../db/schema/assets.ts';

export interface AssetEventInput {
  assetId: string;
  kind: (typeof assetEventKinds)[number];
  /** The admin who did it. */
  actorId?: string | null;
  /** The borrower whose loan it concerns, and the loan. */
  personId?: string | null;
  requestId?: string | null;
  details?: AssetEventDetails;
}

/** Records one event; pass the transaction of the change. */
export async function recordAssetEvent(db: Db, event: AssetEventInput): Promise<void> {
  await db.insert(assetEvents).values({ ...event, details: event.details ?? {} });
}
