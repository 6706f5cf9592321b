/**
 * What an admin writes about an asset in each language (issue 36): the name, description and
 * pickup note in English and in Hindi, each reader reading theirs and the English of what was not
 * translated, in the catalogue, on the asset's page, in their requests and in their notices; the
 * admin's form getting everything as written.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages } from '@sahaya/contract/assets/messages';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import type { ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { PICKUP_NOTE_MAX } from '@sahaya/contract/constants';
import { listNotifications } from '@sahaya/contract/notifications/endpoints';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { getDashboardSummary } from '@sahaya/contract/profile/endpoints';
import { contractText } from '../../lib/i18n.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { injectAs, type TestInput } from '../../test/inject.ts';
import { planOf } from '../../test/query-plan.ts';
import type { Endpoint } from '@sahaya/contract/http';
import { catalogueIn } from './assets.lists.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let image: string;

const hindi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } };
const english = { headers: { 'accept-language': 'en-IN,en;q=0.9' } };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
  const res = await injectAs(app, admin, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  image = res.json().imageUrl as string;
});
afterAll(async () => close());

async function person() {
  const { user } = await createUser(app, { name: 'Kamla Devi' });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

/** A name no other test uses, so a search finds only this test's asset. */
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

const body = (overrides: Partial<AssetBody> = {}): AssetBody => ({
  name: uniqueName('Wheelchair'),
  category: 'wheelchair',
  description: 'Steel frame, padded seat.',
  stocks: 5,
  image,
  pickupNote: 'Sahaya office, Gandhi Road, Monday to Saturday 10 to 4',
  translations: {
    hi: { name: 'फ़ोल्डिंग व्हीलचेयर 2', description: 'स्टील का ढाँचा, गद्दीदार सीट।', pickupNote: 'सहाया दफ़्तर, गांधी रोड, सोमवार से शनिवार 10 से 4' },
  },
  ...overrides,
});

async function addAsset(overrides: Partial<AssetBody> = {}) {
  const res = await injectAs(app, admin, endpoints.createAsset, { body: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().asset as { _id: string; name: string };
}

const as = <E extends Endpoint>(token: string, endpoint: E, input: TestInput<E>, headers: typeof hindi) => injectAs(app, token, endpoint, input, headers);

describe("an asset in the reader's language", () => {
  it("gives a Hindi reader the Hindi name, description and pickup note, and everybody else the English", async () => {
    const written = body();
    const asset = await addAsset(written);
    const kamla = await person();
    const hi = written.translations!.hi!;

    const catalogue = async (headers: typeof hindi) =>
      (await as(kamla.token, endpoints.listAssets, { query: { search: written.name } }, headers)).json().assets;
    expect(await catalogue(hindi)).toMatchObject([{ _id: asset._id, name: hi.name, description: hi.description, pickupNote: hi.pickupNote }]);
    expect(await catalogue(english)).toMatchObject([{ name: written.name, description: written.description, pickupNote: written.pickupNote }]);

    const page = await as(kamla.token, endpoints.getAsset, { params: { id: asset._id } }, hindi);
    expect(page.json().asset).toMatchObject({ name: hi.name, description: hi.description, pickupNote: hi.pickupNote });
    // What the admin wrote is the admin's: a person reads only their language's.
    expect(page.json().asset).not.toHaveProperty('translations');
    expect(page.json().asset).not.toHaveProperty('english');

    // Their request names the asset in Hindi in every reply, and the admin reading English reads it in English.
    const asked = await as(kamla.token, endpoints.requestAsset, { params: { id: asset._id }, body: { requestedDate: new Date().toISOString().slice(0, 10), quantity: 1 } }, hindi);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().assetRequest.asset).toMatchObject({ name: hi.name, pickupNote: hi.pickupNote });
    // Found by the name they read.
    const mine = await as(kamla.token, endpoints.myAssetRequests, { query: { search: hi.name } }, hindi);
    expect(mine.json().totalRequests).toBe(1);
    expect(mine.json().assetRequests[0].asset).toMatchObject({ _id: asset._id, name: hi.name, pickupNote: hi.pickupNote });
    const theirs = await as(kamla.token, endpoints.myRequestsForAsset, { params: { id: asset._id } }, hindi);
    expect(theirs.json().assetRequestDetails[0].asset.name).toBe(hi.name);
    const all = await as(admin, endpoints.listAssetRequests, { query: { search: written.name } }, english);
    expect(all.json().assetRequests[0].asset.name).toBe(written.name);
    const summary = await as(kamla.token, getDashboardSummary, {}, hindi);
    expect(summary.json().recentActivities).toMatchObject([{ kind: 'assetRequest', title: hi.name }]);

    // The notice of the admin's decision names it in the language the person reads.
    const decided = await as(admin, endpoints.decideAssetRequest, { params: { id: asked.json().assetRequest._id }, body: { status: 'approved' } }, english);
    expect(decided.json().assetRequest.asset.name).toBe(written.name);
    const notices = async (headers: typeof hindi) => (await as(kamla.token, listNotifications, { query: {} }, headers)).json().data[0].content as string;
    expect(await notices(hindi)).toContain(hi.name);
    expect(await notices(english)).toContain(written.name);
  });

  it('finds an asset by its name in either language, off the trigram index of each', async () => {
    const hiName = `वॉकर ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const written = body({ translations: { hi: { name: hiName } } });
    const asset = await addAsset(written);
    const kamla = await person();
    const found = async (search: string) =>
      (await as(kamla.token, endpoints.listAssets, { query: { search } }, hindi)).json().assets.map((a: { _id: string; name: string }) => [a._id, a.name]);
    expect(await found(hiName)).toEqual([[asset._id, hiName]]);
    expect(await found(written.name)).toEqual([[asset._id, hiName]]);
    const { count } = catalogueIn(app.db, 'newest').statements({ page: 1, limit: 8, search: hiName, bind: { language: 'hi' } });
    const plan = await planOf(app.db, count);
    expect(plan).toContain('assets_name_trgm_idx');
    expect(plan).toContain('assets_translated_names_trgm_idx');
  });

  it('reads each text missing from a translation in English, and a pickup note nobody wrote as none', async () => {
    const written = body({ pickupNote: undefined, translations: { hi: { name: 'वॉकर', pickupNote: '  ' } } });
    const asset = await addAsset(written);
    const kamla = await person();
    const page = await as(kamla.token, endpoints.getAsset, { params: { id: asset._id } }, hindi);
    expect(page.json().asset).toMatchObject({ name: 'वॉकर', description: written.description, pickupNote: null });

    const untranslated = await addAsset(body({ translations: undefined }));
    const plain = await as(kamla.token, endpoints.getAsset, { params: { id: untranslated._id } }, hindi);
    expect(plain.json().asset).toMatchObject({ name: untranslated.name, pickupNote: 'Sahaya office, Gandhi Road, Monday to Saturday 10 to 4' });
  });

  it('gives the admin the English and every translation as written, whatever language they read, and saves them on edit', async () => {
    const written = body();
    const added = await injectAs(app, admin, endpoints.createAsset, { body: written }, hindi);
    const asset = added.json().asset;
    expect(asset).toMatchObject({
      name: written.translations!.hi!.name,
      english: { name: written.name, description: written.description, pickupNote: written.pickupNote },
      translations: written.translations,
    });
    expect((await as(admin, endpoints.getAsset, { params: { id: asset._id } }, hindi)).json().asset).toMatchObject({
      english: { name: written.name },
      translations: written.translations,
    });

    // An edit replaces them: a language left empty is gone, and the history says what changed.
    const edited = await injectAs(app, admin, endpoints.updateAsset, {
      params: { id: asset._id },
      body: { ...written, pickupNote: '', translations: { hi: { name: '', description: ' ', pickupNote: '' } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().asset).toMatchObject({ name: written.name, pickupNote: null, english: { pickupNote: null }, translations: {} });
    const history = await injectAs(app, admin, endpoints.assetHistory, { params: { id: asset._id } });
    expect(history.json().events[0].changes).toEqual([
      { field: 'pickupNote', from: written.pickupNote, to: null },
      { field: 'translations.hi', from: null, to: null },
    ]);
  });

  it('answers every wrong translated field with its message, in the reader’s language, and stores nothing', async () => {
    const cases: [object, string, ContractMessage][] = [
      [{ translations: { hi: { name: 'व्हील@चेयर' } } }, 'translations.hi.name', assetMessages.translatedNameInvalid],
      [{ translations: { hi: { name: 'क' } } }, 'translations.hi.name', assetMessages.translatedNameInvalid],
      [{ translations: { hi: { name: '1234' } } }, 'translations.hi.name', assetMessages.translatedNameInvalid],
      [{ translations: { hi: { name: 'क'.repeat(61) } } }, 'translations.hi.name', assetMessages.translatedNameInvalid],
      [{ translations: { hi: { description: 'अ'.repeat(501) } } }, 'translations.hi.description', assetMessages.descriptionTooLong],
      [{ translations: { hi: { pickupNote: 'अ'.repeat(PICKUP_NOTE_MAX + 1) } } }, 'translations.hi.pickupNote', assetMessages.pickupNoteTooLong],
      [{ pickupNote: 'a'.repeat(PICKUP_NOTE_MAX + 1) }, 'pickupNote', assetMessages.pickupNoteTooLong],
    ];
    const name = uniqueName('Cane');
    for (const [change, field, message] of cases) {
      const res = await injectAs(app, admin, endpoints.createAsset, { body: { ...body({ name }), ...change } }, hindi);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(contractText('hi', message));
      expect(contractText('hi', message)).not.toBe(message());
    }
    // A name of any script with digits, dots and hyphens is taken.
    await addAsset({ translations: { hi: { name: 'वॉकिंग स्टिक 2.0 - हल्की' } } });
    const list = await injectAs(app, admin, endpoints.listAssets, { query: { search: name } });
    expect(list.json().totalAssets).toBe(0);
  });

  it('lets no one but an admin write an asset’s translations', async () => {
    const kamla = await person();
    const asset = await addAsset();
    const translated = body({ translations: { hi: { name: 'मेरा नाम' } } });
    expect((await injectAs(app, kamla.token, endpoints.createAsset, { body: translated })).statusCode).toBe(403);
    expect((await injectAs(app, kamla.token, endpoints.updateAsset, { params: { id: asset._id }, body: translated })).statusCode).toBe(403);
    const page = await as(kamla.token, endpoints.getAsset, { params: { id: asset._id } }, hindi);
    expect(page.json().asset.name).toBe(body().translations!.hi!.name);
  });
});
