import { assetLabelsPdf } from '@sahaya/contract/assets/endpoints';
import { download, saveFile } from '../../../lib/api/api-client.ts';

/**
 * Saves the sheet of labels of `assetIds`, one label each, as the server's PDF. The ids travel
 * separated by commas, as the query's text holds a list.
 */
export async function downloadAssetLabels(assetIds: readonly string[]) {
  saveFile(await download(assetLabelsPdf, { query: { ids: [...assetIds] } }));
}
