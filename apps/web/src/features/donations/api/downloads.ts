import { donationReceipt, donationStatement, exportDonations } from '@sahaya/contract/donations/endpoints';
import type { ExportDonationsQuery } from '@sahaya/contract/donations/schemas';
import { download, saveFile } from '../../../lib/api/api-client.ts';

/** Saves a donation's PDF receipt under the server's name for it. */
export async function downloadReceipt(id: string, userId?: string) {
  saveFile(await download(donationReceipt, { params: { id }, query: userId ? { userId } : {} }));
}

/** Saves the admin's list, with its search and campaign, as the server's CSV file. */
export async function exportDonationsCsv(query: Partial<ExportDonationsQuery>) {
  saveFile(await download(exportDonations, { query }));
}

/** Saves the person's statement of their completed donations in a period (both ends included), or of all of them. */
export async function downloadStatement(period: { from?: string; to?: string } = {}) {
  const query = { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  saveFile(await download(donationStatement, { query }));
}
