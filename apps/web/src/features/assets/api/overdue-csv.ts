import { overdueLoansCsv } from '@sahaya/contract/assets/endpoints';
import { download, saveFile } from '../../../lib/api/api-client.ts';

/** Saves the overdue loans as the server's call list, overdue_{yyyy-MM-dd}.csv. */
export async function downloadOverdueCsv() {
  saveFile(await download(overdueLoansCsv));
}
