/**
 * The catalogue's own records: an asset, the admin adding and editing one (each recorded in its
 * history, an edit with what it changed), and which stored images are assets'. A reader reads an
 * asset's texts in their language; an admin also gets what was written, for the asset form.
 */
import { eq, inArray } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { AssetBody, AssetTranslations } from '@sahaya/contract/assets/schemas';
import { assetEditedFields, type Role } from '@sahaya/contract/constants';
import { translationLanguages, type Language } from '@sahaya/contract/i18n/languages';
import { nextShortCode } from '../../db/asset-short-codes.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { categoryDefaults, refuseUnknownCategory } from '../asset-categories/asset-categories.service.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { assetColumnsIn, toAsset } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { recordAssetEvent } from './assets.events.ts';
import { storedTranslations, writtenTextColumns } from './assets.texts.ts';
import { freeNowFor, unitsCameBack, waitlistOf } from './assets.waitlist.ts';

/** An asset's row as a reader of `language` reads it, or ASSET_NOT_FOUND. */
export async function assetRow(db: Db, id: string, language: Language) {
  const [row] = await db.select(assetColumnsIn(language, indiaDayOf())).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/** The asset's id, units on the shelf and in repair, or ASSET_NOT_FOUND: what a call about its loans, repairs, availability or history checks first. */
export async function assetStock(db: Db, id: string) {
  const [row] = await db.select({ _id: assets.id, stocks: assets.stocks, inRepair: assets.inRepair }).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/** An asset as an admin edits it: as a reader of `language` reads it, and the texts as written. */
async function editableAsset(db: Db, id: string, language: Language) {
  const [row] = await db
    .select({ ...assetColumnsIn(language, indiaDayOf()), ...writtenTextColumns })
    .from(assets)
    .where(eq(assets.id, id));
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return toAsset(row);
}

/** One asset as its page shows it, with the units free for the caller's loan from today and their place in its waiting list; an admin's with what was written, for the form. */
export async function getAsset(deps: Pick<AssetDeps, 'db'>, id: string, caller: { userId: string; role: Role }, language: Language) {
  const asset = caller.role === 'admin' ? await editableAsset(deps.db, id, language) : toAsset(await assetRow(deps.db, id, language));
  const freeNow = await freeNowFor(deps.db, asset, caller.userId);
  return { asset: { ...asset, freeNow, ...(await waitlistOf(deps.db, id, caller.userId)) } };
}

/** The asset carrying a short code (read as the asset carries it, `WC-0042`), as its page shows it. */
export async function getAssetByCode(deps: Pick<AssetDeps, 'db'>, code: string, caller: { userId: string; role: Role }, language: Language) {
  const [row] = await deps.db.select({ id: assets.id }).from(assets).where(eq(assets.shortCode, code));
  if (!row) throw new AppError('ASSET_CODE_NOT_FOUND', { params: [code] });
  return getAsset(deps, row.id, caller, language);
}

/** The image must be a picture uploaded to this site (POST /api/assets/image); it is kept by its url. */
function imageUrl(storage: Storage, url: string): string {
  const key = storage.publicKeyOf(url);
  if (!key) throw new AppError('ASSET_IMAGE_INVALID', { field: 'image' });
  return storage.publicUrl(key);
}

/** The row an asset form writes: the pickup note null when none was given, the translations as stored. */
const rowOf = (body: AssetBody, image: string) => ({
  ...body,
  image,
  pickupNote: body.pickupNote ?? null,
  translations: storedTranslations(body.translations),
});

export async function createAsset(deps: AssetDeps, body: AssetBody, adminId: string, language: Language) {
  const id = await deps.db.transaction(async (tx) => {
    // What the form leaves out of the longest loan and the checklist comes from the category.
    const defaults = await categoryDefaults(tx, body.category);
    const row = rowOf(body, imageUrl(deps.storage, body.image));
    const [added] = await tx
      .insert(assets)
      .values({ ...row, maxLoanDays: row.maxLoanDays ?? defaults.maxLoanDays, checklist: row.checklist ?? defaults.checklist, shortCode: await nextShortCode(tx, body.category) })
      .returning({ id: assets.id, stocks: assets.stocks });
    if (!added) throw new Error('Asset insert returned no row');
    await recordAssetEvent(tx, { assetId: added.id, kind: 'added', actorId: adminId, details: { quantity: added.stocks } });
    return added.id;
  });
  return { ...said('ASSET_ADDED'), asset: await editableAsset(deps.db, id, language) };
}

type EditedField = (typeof assetEditedFields)[number];
type FieldValue = string | number | string[] | null;
type Change = { field: string; from: string | number | null; to: string | number | null };

/** A value as the history keeps it: a checklist as its items one after the other. */
const historyValue = (value: FieldValue): string | number | null => (Array.isArray(value) ? value.join('; ') : value);

/**
 * The fields an edit changed, each with its value before and after (the image as its url; a field
 * the form left out is not changed); a language whose texts changed is one change,
 * `translations.hi`, its texts left out of the history.
 */
function changesOf(
  before: Record<EditedField, FieldValue> & { translations: AssetTranslations },
  after: Partial<Record<EditedField, FieldValue | undefined>> & { translations: AssetTranslations },
): Change[] {
  const fields = assetEditedFields.flatMap((field) => {
    const [from, to] = [historyValue(before[field]), after[field] === undefined ? undefined : historyValue(after[field])];
    return to === undefined || from === to ? [] : [{ field, from, to }];
  });
  const languages = translationLanguages.flatMap((language) =>
    sameTexts(before.translations[language], after.translations[language]) ? [] : [{ field: `translations.${language}`, from: null, to: null }],
  );
  return [...fields, ...languages];
}

const sameTexts = (a: object | undefined, b: object | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/**
 * Edits an asset, recording what changed in its history in the same transaction (nothing when
 * nothing changed); stock added goes to those waiting for a unit. A replaced image of this site is
 * removed once nothing refers to it.
 */
export async function updateAsset(deps: AssetDeps, id: string, body: AssetBody, adminId: string, language: Language) {
  const image = imageUrl(deps.storage, body.image);
  await refuseUnknownCategory(deps.db, body.category);
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: assets.name,
        category: assets.category,
        description: assets.description,
        pickupNote: assets.pickupNote,
        stocks: assets.stocks,
        image: assets.image,
        translations: assets.translations,
        maxLoanDays: assets.maxLoanDays,
        maxRenewals: assets.maxRenewals,
        checklist: assets.checklist,
        depositRupees: assets.depositRupees,
        serviceEveryLoans: assets.serviceEveryLoans,
        serviceEveryDays: assets.serviceEveryDays,
      })
      .from(assets)
      .where(eq(assets.id, id))
      .for('update');
    if (!before) throw new AppError('ASSET_NOT_FOUND');
    const after = rowOf(body, image);
    const changes = changesOf(before, after);
    if (changes.length === 0) return before.image;
    await tx.update(assets).set(after).where(eq(assets.id, id));
    await recordAssetEvent(tx, { assetId: id, kind: 'edited', actorId: adminId, details: { changes } });
    if (after.stocks > before.stocks) await unitsCameBack(deps.jobs, tx, id);
    return before.image;
  });
  if (previous && previous !== image) await removeIfUnused(deps.storage, previous);
  return { ...said('ASSET_UPDATED'), asset: await editableAsset(deps.db, id, language) };
}

/**
 * Removes a replaced image of this site unless something still shows it: one upload may be the
 * image of several assets, a category's picture or a profile picture, so every feature is asked, as
 * the sweep asks them. It runs after the edit's commit, so the edited asset no longer counts.
 */
async function removeIfUnused(storage: Storage, url: string) {
  const key = storage.publicKeyOf(url);
  if (key) await storage.removeUnreferenced([key]);
}

/** Which of these stored files are the images of assets, for the sweep of unused files. */
export async function filesInUse(deps: Pick<AssetDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
  const urls = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  if (urls.length === 0) return [];
  const rows = await deps.db.select({ image: assets.image }).from(assets).where(inArray(assets.image, urls));
  return rows.flatMap(({ image }) => deps.storage.publicKeyOf(image ?? '') ?? []);
}

