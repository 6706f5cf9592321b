/**
 * The catalogue's own records: an asset, the admin adding and editing one (each recorded in its
 * history, an edit with what it changed), and which stored images are assets'.
 */
import { eq, inArray } from 'drizzle-orm';
import { assetMessages } from '@sahaya/contract/assets/messages';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { assetColumns, toAsset } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { waitlistOf } from './assets.waitlist.ts';

/** An asset's row, or ASSET_NOT_FOUND. */
export async function assetRow(db: Db, id: string) {
  const [row] = await db.select(assetColumns).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/** One asset as its page shows it, with the caller's place in its waiting list. */
export async function getAsset(deps: Pick<AssetDeps, 'db'>, id: string, userId: string) {
  const asset = toAsset(await assetRow(deps.db, id));
  return { asset: { ...asset, ...(await waitlistOf(deps.db, id, userId)) } };
}

/** The image must be a picture uploaded to this site (POST /api/assets/image); it is kept by its url. */
function imageUrl(storage: Storage, url: string): string {
  const key = storage.publicKeyOf(url);
  if (!key) throw new AppError('ASSET_IMAGE_INVALID', { field: 'image' });
  return storage.publicUrl(key);
}

export async function createAsset(deps: AssetDeps, body: AssetBody, _adminId: string) {
  const [row] = await deps.db
    .insert(assets)
    .values({ ...body, image: imageUrl(deps.storage, body.image) })
    .returning(assetColumns);
  if (!row) throw new Error('Asset insert returned no row');
  return { message: assetMessages.added, asset: toAsset(row) };
}

/** Edits an asset; a replaced image of this site is removed once nothing refers to it. */
export async function updateAsset(deps: AssetDeps, id: string, body: AssetBody, _adminId: string) {
  const image = imageUrl(deps.storage, body.image);
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ image: assets.image }).from(assets).where(eq(assets.id, id)).for('update');
    if (!before) throw new AppError('ASSET_NOT_FOUND');
    await tx.update(assets).set({ ...body, image }).where(eq(assets.id, id));
    return before.image;
  });
  if (previous && previous !== image) {
    const key = deps.storage.publicKeyOf(previous);
    if (key) await deps.storage.remove([key]);
  }
  return { message: assetMessages.updated, asset: toAsset(await assetRow(deps.db, id)) };
}

/** Which of these stored files are the images of assets, for the sweep of unused files. */
export async function filesInUse(deps: Pick<AssetDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
  const urls = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  if (urls.length === 0) return [];
  const rows = await deps.db.select({ image: assets.image }).from(assets).where(inArray(assets.image, urls));
  return rows.flatMap(({ image }) => deps.storage.publicKeyOf(image ?? '') ?? []);
}

