/**
 * The catalogue's own records: an asset, the admin adding and editing one (each recorded in its
 * history, an edit with what it changed), and which stored images are assets'.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import { assetEditedFields } from '@sahaya/contract/constants';
import { nextShortCode } from '../../db/asset-short-codes.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { assetColumns, toAsset } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { recordAssetEvent } from './assets.events.ts';
import { unitsCameBack, waitlistOf } from './assets.waitlist.ts';

/** An asset's row, or ASSET_NOT_FOUND. */
export async function assetRow(db: Db, id: string) {
  const [row] = await db.select(assetColumns).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/** One asset as its page shows it, with the caller's place in its waiting list. */
export async function getAsset(deps: Pick<AssetDeps, 'db'>, id: string, userId: string) {
  return assetDetails(deps.db, await assetRow(deps.db, id), userId);
}

/** The asset carrying a short code (read as the asset carries it, `WC-0042`), as its page shows it. */
export async function getAssetByCode(deps: Pick<AssetDeps, 'db'>, code: string, userId: string) {
  const [row] = await deps.db.select(assetColumns).from(assets).where(eq(assets.shortCode, code));
  if (!row) throw new AppError('ASSET_CODE_NOT_FOUND', { params: [code] });
  return assetDetails(deps.db, row, userId);
}

async function assetDetails(db: Db, row: Awaited<ReturnType<typeof assetRow>>, userId: string) {
  return { asset: { ...toAsset(row), ...(await waitlistOf(db, row._id, userId)) } };
}

/** The image must be a picture uploaded to this site (POST /api/assets/image); it is kept by its url. */
function imageUrl(storage: Storage, url: string): string {
  const key = storage.publicKeyOf(url);
  if (!key) throw new AppError('ASSET_IMAGE_INVALID', { field: 'image' });
  return storage.publicUrl(key);
}

export async function createAsset(deps: AssetDeps, body: AssetBody, adminId: string) {
  const row = await deps.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(assets)
      .values({ ...body, image: imageUrl(deps.storage, body.image), shortCode: await nextShortCode(tx, body.category) })
      .returning(assetColumns);
    if (!added) throw new Error('Asset insert returned no row');
    await recordAssetEvent(tx, { assetId: added._id, kind: 'added', actorId: adminId, details: { quantity: added.stocks } });
    return added;
  });
  return { ...said('ASSET_ADDED'), asset: toAsset(row) };
}

type EditedField = (typeof assetEditedFields)[number];
type Change = { field: EditedField; from: string | number | null; to: string | number | null };

/** The fields an edit changed, each with its value before and after (the image as its url). */
function changesOf(before: Record<EditedField, string | number | null>, after: Record<EditedField, string | number | null>): Change[] {
  return assetEditedFields.flatMap((field) => (before[field] === after[field] ? [] : [{ field, from: before[field], to: after[field] }]));
}

/**
 * Edits an asset, recording what changed in its history in the same transaction (nothing when
 * nothing changed); stock added goes to those waiting for a unit. A replaced image of this site is
 * removed once nothing refers to it.
 */
export async function updateAsset(deps: AssetDeps, id: string, body: AssetBody, adminId: string) {
  const image = imageUrl(deps.storage, body.image);
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: assets.name, category: assets.category, description: assets.description, stocks: assets.stocks, image: assets.image })
      .from(assets)
      .where(eq(assets.id, id))
      .for('update');
    if (!before) throw new AppError('ASSET_NOT_FOUND');
    const after = { ...body, image };
    const changes = changesOf(before, after);
    if (changes.length === 0) return before.image;
    await tx.update(assets).set(after).where(eq(assets.id, id));
    await recordAssetEvent(tx, { assetId: id, kind: 'edited', actorId: adminId, details: { changes } });
    if (after.stocks > before.stocks) await unitsCameBack(deps.jobs, tx, id);
    return before.image;
  });
  if (previous && previous !== image) {
    const key = deps.storage.publicKeyOf(previous);
    if (key) await deps.storage.remove([key]);
  }
  return { ...said('ASSET_UPDATED'), asset: toAsset(await assetRow(deps.db, id)) };
}

/** Which of these stored files are the images of assets, for the sweep of unused files. */
export async function filesInUse(deps: Pick<AssetDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
  const urls = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  if (urls.length === 0) return [];
  const rows = await deps.db.select({ image: assets.image }).from(assets).where(inArray(assets.image, urls));
  return rows.flatMap(({ image }) => deps.storage.publicKeyOf(image ?? '') ?? []);
}

