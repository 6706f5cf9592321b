/**
 * Categories as data: everybody who browses reads them in their language, admins add and edit
 * them, refusals change nothing, and an asset added in a new category takes its letters and starts
 * with its longest loan and checklist.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/asset-categories/endpoints';
import { assetCategoryMessages } from '@sahaya/contract/asset-categories/messages';
import * as assetEndpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { CHECKLIST_ITEM_MAX, MAX_LOAN_DAYS } from '@sahaya/contract/constants';
import { assetCategories, assets } from '../../db/schema/assets.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { categoryDefaults } from './asset-categories.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
/** A key and letters no other test uses (the letters start with Q, which no first category's do). */
const unique = () => {
  const tag = letters();
  return { key: `hospitalBed${tag}`, codePrefix: `Q${tag}` };
};

const hospitalBed = (overrides: object = {}) => ({
  ...unique(),
  names: { en: 'Hospital Bed', hi: 'अस्पताल बिस्तर' },
  icon: 'hospitalBed',
  defaultMaxLoanDays: 90,
  checklist: 'Cleaned and disinfected\n\n  Brakes work  \n',
  ...overrides,
});

const add = (body: object, token = kit.admin) => injectAs(app, token, endpoints.createAssetCategory, { body });
const edit = (key: string, body: object, token = kit.admin) => injectAs(app, token, endpoints.updateAssetCategory, { params: { key }, body });
const list = (token: string, language = 'en') => injectAs(app, token, endpoints.listAssetCategories, {}, { headers: { 'accept-language': language } });
const rowCount = async () => (await app.db.select({ key: assetCategories.key }).from(assetCategories)).length;

describe('asset categories', () => {
  it('lists the three first categories with their letters, named in the reader’s language, the names as written for admins only', async () => {
    const { token } = await signedIn(app, 'user');
    const res = await list(token, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    const wheelchair = res.json().categories.find((c: { key: string }) => c.key === 'wheelchair');
    expect(wheelchair).toMatchObject({ name: 'व्हीलचेयर', codePrefix: 'WC', icon: 'wheelchair', defaultMaxLoanDays: null, checklist: [] });
    expect(wheelchair).not.toHaveProperty('names');
    const forAdmin = (await list(kit.admin)).json().categories.find((c: { key: string }) => c.key === 'airbed');
    expect(forAdmin).toMatchObject({ name: 'Airbed', names: { en: 'Airbed', hi: 'एयरबेड' }, codePrefix: 'AB' });
  });

  it('adds a category for an admin, with the checklist one item a line, and lists it', async () => {
    const body = hospitalBed();
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'ASSET_CATEGORY_ADDED',
      message: assetCategoryMessages.added(),
      category: { key: body.key, name: 'Hospital Bed', names: body.names, codePrefix: body.codePrefix, icon: 'hospitalBed', image: null, defaultMaxLoanDays: 90, checklist: ['Cleaned and disinfected', 'Brakes work'], assetCount: 0 },
    });
    const { token } = await signedIn(app, 'volunteer');
    const listed = (await list(token, 'hi')).json().categories.find((c: { key: string }) => c.key === body.key);
    expect(listed).toMatchObject({ name: 'अस्पताल बिस्तर', codePrefix: body.codePrefix });
  });

  it('takes letters typed in small letters as capitals, a picture instead of a drawing, and no longest loan', async () => {
    const { codePrefix, ...rest } = hospitalBed({ icon: undefined, defaultMaxLoanDays: '', checklist: [] });
    const res = await add({ ...rest, codePrefix: codePrefix.toLowerCase(), image: kit.image });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().category).toMatchObject({ codePrefix, icon: 'equipment', image: kit.image, defaultMaxLoanDays: null, checklist: [] });
  });

  it('refuses a key or letters another category has with 409, and changes nothing', async () => {
    const first = hospitalBed();
    expect((await add(first)).statusCode).toBe(201);
    const before = await rowCount();

    const sameKey = await add(hospitalBed({ key: first.key }));
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json()).toMatchObject({ code: 'ASSET_CATEGORY_KEY_TAKEN', errors: { key: assetCategoryMessages.keyTaken(first.key) } });

    const sameLetters = await add(hospitalBed({ codePrefix: 'WC' }));
    expect(sameLetters.statusCode).toBe(409);
    expect(sameLetters.json()).toMatchObject({ code: 'ASSET_CATEGORY_PREFIX_TAKEN', errors: { codePrefix: assetCategoryMessages.codePrefixTaken('WC') } });

    const takingLetters = await edit(first.key, { codePrefix: 'AB' });
    expect(takingLetters.statusCode).toBe(409);
    expect(takingLetters.json().code).toBe('ASSET_CATEGORY_PREFIX_TAKEN');
    expect(await rowCount()).toBe(before);
    const [row] = await app.db.select().from(assetCategories).where(eq(assetCategories.key, first.key));
    expect(row?.codePrefix).toBe(first.codePrefix);
  });

  it('answers each bad field with its message, and stores nothing', async () => {
    const before = await rowCount();
    const cases: [object, string, string][] = [
      [{ key: 'Hospital-Bed' }, 'key', assetCategoryMessages.keyInvalid()],
      [{ names: { en: '' } }, 'names.en', assetCategoryMessages.nameRequired()],
      [{ names: { en: 'Bed', hi: '!!' } }, 'names.hi', assetCategoryMessages.nameInvalid()],
      [{ codePrefix: 'H' }, 'codePrefix', assetCategoryMessages.codePrefixInvalid()],
      [{ codePrefix: 'HB12' }, 'codePrefix', assetCategoryMessages.codePrefixInvalid()],
      [{ icon: 'rocket' }, 'icon', assetCategoryMessages.iconInvalid()],
      [{ defaultMaxLoanDays: 181 }, 'defaultMaxLoanDays', assetCategoryMessages.defaultMaxLoanDaysInvalid()],
      [{ defaultMaxLoanDays: 0 }, 'defaultMaxLoanDays', assetCategoryMessages.defaultMaxLoanDaysInvalid()],
      [{ defaultMaxLoanDays: 2.5 }, 'defaultMaxLoanDays', assetCategoryMessages.defaultMaxLoanDaysInvalid()],
      [{ checklist: Array.from({ length: 13 }, (_, i) => `Item ${i}`) }, 'checklist', assetCategoryMessages.checklistTooLong()],
      [{ checklist: ['x'.repeat(CHECKLIST_ITEM_MAX + 1)] }, 'checklist.0', assetCategoryMessages.checklistItemTooLong()],
      // A picture is uploaded as an asset's is, and refused as an asset's is.
      [{ image: 'https://elsewhere.example/bed.png' }, 'image', assetMessages.imageInvalid()],
    ];
    for (const [change, field, message] of cases) {
      const res = await add(hospitalBed(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], `${JSON.stringify(change)}: ${res.body}`).toBe(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('edits the fields given and keeps the others; 404 for a category there is none of', async () => {
    const body = hospitalBed();
    await add(body);
    const res = await edit(body.key, { names: { en: 'Hospital Bed', hi: 'मरीज़ का बिस्तर' }, defaultMaxLoanDays: null, checklist: ['Brakes work'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'ASSET_CATEGORY_UPDATED',
      category: { key: body.key, names: { hi: 'मरीज़ का बिस्तर' }, codePrefix: body.codePrefix, icon: 'hospitalBed', defaultMaxLoanDays: null, checklist: ['Brakes work'] },
    });
    const missing = await edit('noSuchCategory', { icon: 'walker' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ASSET_CATEGORY_NOT_FOUND');
  });

  it('lets only admins add and edit: 401 for a stranger, 403 for other roles, before the body is read', async () => {
    const before = await rowCount();
    for (const role of ['user', 'volunteer'] as const) {
      const { token } = await signedIn(app, role);
      expect((await add(hospitalBed(), token)).statusCode).toBe(403);
      expect((await add({ junk: true }, token)).json().code).toBe('FORBIDDEN');
      expect((await edit('wheelchair', { codePrefix: 'ZZ' }, token)).statusCode).toBe(403);
    }
    expect((await injectAs(app, null, endpoints.createAssetCategory, { body: hospitalBed() })).statusCode).toBe(401);
    expect((await injectAs(app, null, endpoints.listAssetCategories)).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
    const [wheelchair] = await app.db.select().from(assetCategories).where(eq(assetCategories.key, 'wheelchair'));
    expect(wheelchair?.codePrefix).toBe('WC');
  });
});

describe('an asset in a category', () => {
  it('takes its category’s letters, longest loan and checklist, and is counted in it', async () => {
    const body = hospitalBed();
    await add(body);
    const first = await kit.addAsset({ category: body.key, name: 'Manual Hospital Bed' });
    const second = await kit.addAsset({ category: body.key, name: 'Electric Hospital Bed' });
    expect(first.shortCode).toBe(`${body.codePrefix}-0001`);
    expect(second.shortCode).toBe(`${body.codePrefix}-0002`);
    const [stored] = await app.db.select({ maxLoanDays: assets.maxLoanDays, checklist: assets.checklist }).from(assets).where(eq(assets.id, first._id));
    expect(stored).toEqual({ maxLoanDays: 90, checklist: ['Cleaned and disinfected', 'Brakes work'] });
    const listed = (await list(kit.admin)).json().categories.find((c: { key: string }) => c.key === body.key);
    expect(listed.assetCount).toBe(2);
  });

  it('starts with Sahaya’s usual longest loan when its category names none', async () => {
    expect(await categoryDefaults(app.db, 'wheelchair')).toEqual({ maxLoanDays: MAX_LOAN_DAYS, checklist: [] });
    const asset = await kit.addAsset({ category: 'wheelchair' });
    const [stored] = await app.db.select({ maxLoanDays: assets.maxLoanDays, shortCode: assets.shortCode }).from(assets).where(eq(assets.id, asset._id));
    expect(stored?.maxLoanDays).toBe(MAX_LOAN_DAYS);
    expect(stored?.shortCode).toMatch(/^WC-\d{4}$/);
  });

  it('numbers new assets in new letters once a category’s letters change; the codes given stay', async () => {
    const body = hospitalBed();
    await add(body);
    const before = await kit.addAsset({ category: body.key });
    const next = `R${body.codePrefix.slice(1)}`;
    expect((await edit(body.key, { codePrefix: next })).statusCode).toBe(200);
    const after = await kit.addAsset({ category: body.key });
    expect(after.shortCode).toBe(`${next}-0001`);
    const [kept] = await app.db.select({ shortCode: assets.shortCode }).from(assets).where(eq(assets.id, before._id));
    expect(kept?.shortCode).toBe(`${body.codePrefix}-0001`);
  });

  it('refuses a category there is none of, on the form’s category field, and stores nothing', async () => {
    const before = (await app.db.select({ id: assets.id }).from(assets)).length;
    const res = await injectAs(app, kit.admin, assetEndpoints.createAsset, {
      body: { name: 'Bicycle', category: 'bicycle', description: 'Two wheels.', stocks: 1, image: kit.image },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ASSET_CATEGORY_UNKNOWN', errors: { category: assetCategoryMessages.unknown() } });
    const asset = await kit.addAsset();
    const edited = await injectAs(app, kit.admin, assetEndpoints.updateAsset, {
      params: { id: asset._id },
      body: { name: asset.name, category: 'bicycle', description: 'Two wheels.', stocks: 1, image: kit.image },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().code).toBe('ASSET_CATEGORY_UNKNOWN');
    expect((await app.db.select({ id: assets.id }).from(assets)).length).toBe(before + 1);
  });
});
