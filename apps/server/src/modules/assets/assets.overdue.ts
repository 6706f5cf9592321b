/** The call list of overdue loans, as a CSV an admin works through by phone. */
import type { AssetDeps } from './assets.service.ts';

/** The file's name and its rows, oldest due first. */
export async function overdueCsv(_deps: Pick<AssetDeps, 'db'>): Promise<{ filename: string; csv: string }> {
  throw new Error('not built yet');
}
