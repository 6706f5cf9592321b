/** An asset's history as recorded by assets.events.ts, newest first, paged, with the names of the people in it. */
import type { AssetHistoryReply } from '@sahaya/contract/assets/schemas';
import type { AssetDeps } from './assets.service.ts';

export async function history(_deps: Pick<AssetDeps, 'db'>, _assetId: string, _query: { page: number; limit: number }): Promise<AssetHistoryReply> {
  throw new Error('not built yet');
}
