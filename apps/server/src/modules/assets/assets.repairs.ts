/** Units returned needing repair: held out of stock, listed for the admin, back in stock once marked ready. */
import type { AssetDeps } from './assets.service.ts';
import type { AssetRepair, Asset } from '@sahaya/contract/assets/schemas';

export async function repairsOf(_deps: Pick<AssetDeps, 'db'>, _assetId: string): Promise<{ repairs: AssetRepair[] }> {
  throw new Error('not built yet');
}

export async function markRepairReady(_deps: AssetDeps, _assetId: string, _repairId: string, _adminId: string): Promise<{ message: string; asset: Asset }> {
  throw new Error('not built yet');
}
