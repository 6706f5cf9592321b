import { form10bd } from '@sahaya/contract/donations/endpoints';
import { download, saveFile } from '../../../lib/api/api-client.ts';

/** Saves a financial year's Form 10BD (`2026-27`) as the server's CSV file. */
export async function downloadForm10bd(fy: string) {
  saveFile(await download(form10bd, { query: { fy } }));
}
