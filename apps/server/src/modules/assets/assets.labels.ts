/**
 * Labels to stick on the equipment, printed a sheet at a time for the assets an admin names: each
 * label with the asset's name in the admin's language, its short code and the QR code the Scan
 * page reads (the same one the Generate QR dialog shows for the asset).
 */
import { inArray } from 'drizzle-orm';
import { assetQrText } from '@sahaya/contract/assets/qr-text';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import { labelSheetPdf } from './assets.label-sheet.ts';
import { assetTextIn } from './assets.texts.ts';

/**
 * The sheet for `ids`, a label per id in their order, with its file name: `asset-label_WC-0042.pdf`
 * for one asset, `asset-labels_{yyyy-MM-dd}.pdf` for several. An id of no asset is ASSET_NOT_FOUND
 * rather than a label left out: a sheet short of one label would go unnoticed until the shelf.
 */
export async function assetLabels(
  deps: { db: Db; config: Pick<Config, 'publicUrl'> },
  ids: readonly string[],
  language: Language,
): Promise<{ fileName: string; pdf: PDFKit.PDFDocument }> {
  const rows = await deps.db
    .select({ id: assets.id, name: assetTextIn(language, 'name'), shortCode: assets.shortCode })
    .from(assets)
    .where(inArray(assets.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const labels = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('ASSET_NOT_FOUND');
    return { name: row.name, shortCode: row.shortCode, qrText: assetQrText(deps.config.publicUrl, row.id) };
  });
  const codes = new Set(labels.map((label) => label.shortCode));
  const fileName = codes.size === 1 ? `asset-label_${labels[0]?.shortCode}.pdf` : `asset-labels_${indiaDayOf()}.pdf`;
  return { fileName, pdf: await labelSheetPdf(labels, language) };
}
