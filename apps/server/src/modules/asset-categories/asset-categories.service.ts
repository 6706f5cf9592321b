/**
 * The categories of equipment: the list everybody reads in their language, an admin adding and
 * editing one, and what an asset of a category starts with (its longest loan and checklist). The
 * assets module reads a category only through these functions.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { CreateAssetCategoryBody, UpdateAssetCategoryBody } from '@sahaya/contract/asset-categories/schemas';
import { MAX_LOAN_DAYS, type Role } from '@sahaya/contract/constants';
import { wordsIn, type Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assetCategories } from '../../db/schema/assets.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import type { Storage } from '../../plugins/files/storage.ts';

/**
 * How many assets are of each category, by key. The assets module counts its own assets and uses
 * this one for the categories' defaults, so the count is handed in where the app is put together
 * (app.ts) rather than imported, and neither module's folder imports the other's both ways.
 */
export type AssetCounts = (db: Db) => Promise<Map<string, number>>;

export interface CategoryDeps {
  db: Db;
  storage: Storage;
  assetCounts: AssetCounts;
}

const columns = {
  key: assetCategories.key,
  names: assetCategories.names,
  codePrefix: assetCategories.codePrefix,
  icon: assetCategories.icon,
  image: assetCategories.image,
  defaultMaxLoanDays: assetCategories.defaultMaxLoanDays,
  checklist: assetCategories.checklist,
  createdAt: assetCategories.createdAt,
  updatedAt: assetCategories.updatedAt,
};

const selectCategories = (db: Db) => db.select(columns).from(assetCategories);

type Row = Awaited<ReturnType<typeof selectCategories>>[number];

/** A category as a reader of `language` reads it, with how many assets are of it; an admin also gets the names as written, for the form. */
const toCategory = ({ names, createdAt, updatedAt, ...row }: Row, language: Language, role: Role, counts: Map<string, number>) => ({
  ...row,
  assetCount: counts.get(row.key) ?? 0,
  name: wordsIn(language, names),
  ...(role === 'admin' && { names }),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Each category's name in `language`, by its key: for pages that name the category of assets they list. */
export async function categoryNames(db: Db, language: Language): Promise<Map<string, string>> {
  const rows = await db.select({ key: assetCategories.key, names: assetCategories.names }).from(assetCategories);
  return new Map(rows.map(({ key, names }) => [key, wordsIn(language, names)]));
}

/** Every category, by its name in the reader's language. */
export async function listCategories({ db, assetCounts }: Pick<CategoryDeps, 'db' | 'assetCounts'>, language: Language, role: Role) {
  const [rows, counts] = await Promise.all([selectCategories(db), assetCounts(db)]);
  const categories = rows.map((row) => toCategory(row, language, role, counts));
  const collator = new Intl.Collator(language);
  return { categories: categories.sort((a, b) => collator.compare(a.name, b.name)) };
}

async function categoryRow(db: Db, key: string) {
  const [row] = await selectCategories(db).where(eq(assetCategories.key, key));
  if (!row) throw new AppError('ASSET_CATEGORY_NOT_FOUND');
  return row;
}

/** A category as the admin who saved it reads it. */
async function savedCategory({ db, assetCounts }: CategoryDeps, key: string, language: Language) {
  const [row, counts] = await Promise.all([categoryRow(db, key), assetCounts(db)]);
  return toCategory(row, language, 'admin', counts);
}

/**
 * What an asset of category `key` starts with when its form leaves them out: the category's
 * longest loan, else Sahaya's usual MAX_LOAN_DAYS, and its checklist. ASSET_CATEGORY_UNKNOWN (on
 * the form's category field) when there is no such category.
 */
export async function categoryDefaults(db: Db, key: string): Promise<{ maxLoanDays: number; checklist: string[] }> {
  const [row] = await db
    .select({ defaultMaxLoanDays: assetCategories.defaultMaxLoanDays, checklist: assetCategories.checklist })
    .from(assetCategories)
    .where(eq(assetCategories.key, key));
  if (!row) throw new AppError('ASSET_CATEGORY_UNKNOWN', { field: 'category' });
  return { maxLoanDays: row.defaultMaxLoanDays ?? MAX_LOAN_DAYS, checklist: row.checklist };
}

/** Refuses an asset form naming a category there is none of, with ASSET_CATEGORY_UNKNOWN on its category field. */
export async function refuseUnknownCategory(db: Db, key: string): Promise<void> {
  await categoryDefaults(db, key);
}

/** A picture must be one uploaded to this site (POST /api/assets/image); it is kept by its url. */
function pictureUrl(storage: Storage, url: string | null | undefined): string | null | undefined {
  if (url == null) return url;
  const key = storage.publicKeyOf(url);
  if (!key) throw new AppError('ASSET_IMAGE_INVALID', { field: 'image' });
  return storage.publicUrl(key);
}

/** Refuses a key or letters another category has, each on its own field. */
async function refuseTaken(db: Db, { key, codePrefix }: { key?: string; codePrefix?: string | undefined }, self?: string) {
  const matches = [...(key ? [eq(assetCategories.key, key)] : []), ...(codePrefix ? [eq(assetCategories.codePrefix, codePrefix)] : [])];
  if (matches.length === 0) return;
  const rows = await db.select({ key: assetCategories.key, codePrefix: assetCategories.codePrefix }).from(assetCategories).where(or(...matches));
  if (key && rows.some((row) => row.key === key)) throw new AppError('ASSET_CATEGORY_KEY_TAKEN', { field: 'key', params: [key] });
  if (codePrefix && rows.some((row) => row.codePrefix === codePrefix && row.key !== self)) {
    throw new AppError('ASSET_CATEGORY_PREFIX_TAKEN', { field: 'codePrefix', params: [codePrefix] });
  }
}

/** Runs a write that a unique index may refuse when two admins save at once: the refusal is told as the check before it tells it. */
async function saving<T>(db: Db, write: () => Promise<T>, taken: { key?: string; codePrefix?: string | undefined }, self?: string): Promise<T> {
  await refuseTaken(db, taken, self);
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseTaken(db, taken, self);
    throw error;
  }
}

export async function createCategory(deps: CategoryDeps, body: CreateAssetCategoryBody, language: Language) {
  const image = pictureUrl(deps.storage, body.image) ?? null;
  await saving(deps.db, () => deps.db.insert(assetCategories).values({ ...body, image }), body);
  return { ...said('ASSET_CATEGORY_ADDED'), category: await savedCategory(deps, body.key, language) };
}

/** Edits the fields given; a replaced picture of this site is removed once nothing refers to it. */
export async function updateCategory(deps: CategoryDeps, key: string, body: UpdateAssetCategoryBody, language: Language) {
  const before = await categoryRow(deps.db, key);
  const image = pictureUrl(deps.storage, body.image);
  const changes = { ...body, ...(image !== undefined && { image }) };
  if (Object.keys(changes).length > 0) {
    await saving(deps.db, () => deps.db.update(assetCategories).set({ ...changes, updatedAt: new Date() }).where(eq(assetCategories.key, key)), body, key);
  }
  if (image !== undefined && before.image && before.image !== image) {
    // Every feature is asked, as the sweep asks them: an asset or a profile may show the same upload.
    const stored = deps.storage.publicKeyOf(before.image);
    if (stored) await deps.storage.removeUnreferenced([stored]);
  }
  return { ...said('ASSET_CATEGORY_UPDATED'), category: await savedCategory(deps, key, language) };
}

/** Which of these stored files are categories' pictures, for the sweep of unused files. */
export async function picturesInUse(deps: Pick<CategoryDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
  const urls = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  if (urls.length === 0) return [];
  const rows = await deps.db.select({ image: assetCategories.image }).from(assetCategories).where(inArray(assetCategories.image, urls));
  return rows.flatMap(({ image }) => deps.storage.publicKeyOf(image ?? '') ?? []);
}
