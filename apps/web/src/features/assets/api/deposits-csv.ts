import { depositsCsv } from '@sahaya/contract/assets/endpoints';
import { download, saveFile } from '../../../lib/api/api-client.ts';

/** Saves the deposits taken or refunded this month in India, as the server's deposits_{from}_{to}.csv. */
export async function downloadDepositsCsv() {
  saveFile(await download(depositsCsv, { query: {} }));
}
