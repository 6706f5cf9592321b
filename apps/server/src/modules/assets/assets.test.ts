import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as categoryEndpoints from '@sahaya/contract/asset-categories/endpoints';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetCategoryMessages } from '@sahaya/contract/asset-categories/messages';
import { assetMessages, assetRequestMessages } from '@sahaya/contract/assets/messages';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import { updateProfilePicture } from '@sahaya/contract/profile/endpoints';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { assets } from '../../db/schema/assets.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/people.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { UNREFERENCED_GRACE_MS } from '../../plugins/files/file-sweep.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let image: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
  image = await uploadedImage();
});
afterAll(async () => close());

async function uploadedImage(token = admin): Promise<string> {
  const res = await injectAs(app, token, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  expect(res.statusCode).toBe(200);
  return res.json().imageUrl as string;
}

async function person(name = 'Ravi Kumar') {
  const { user } = await createUser(app, { name });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

/** A name no other test uses, so searches find only this test's assets. */
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

const assetBody = (overrides: Partial<AssetBody> = {}): AssetBody => ({
  name: uniqueName('Wheelchair'),
  category: 'wheelchair',
  description: 'Steel frame, padded seat.',
  stocks: 5,
  image,
  ...overrides,
});

async function addAsset(overrides: Partial<AssetBody> = {}) {
  const res = await injectAs(app, admin, endpoints.createAsset, { body: assetBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().asset as { _id: string; name: string; stocks: number };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const request = (token: string, assetId: string, body: object = { requestedDate: day(1), quantity: 1 }) =>
  injectAs(app, token, endpoints.requestAsset, { params: { id: assetId }, body });

async function requested(token: string, assetId: string, quantity = 1) {
  const res = await request(token, assetId, { requestedDate: day(1), quantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().assetRequest._id as string;
}

const decide = (id: string, status: 'approved' | 'rejected' | 'completed', comment?: string) =>
  injectAs(app, admin, endpoints.decideAssetRequest, { params: { id }, body: { status, ...(comment ? { comment } : {}) } });

const stockOf = async (id: string) => (await app.db.select({ stocks: assets.stocks }).from(assets).where(eq(assets.id, id)))[0]?.stocks;

describe('the asset form', () => {
  it('adds an asset for an admin, as JSON or form data, and reads it back', async () => {
    const asset = await addAsset({ name: 'Transit Chair', stocks: 7 });
    expect(asset).toMatchObject({ name: 'Transit Chair', category: 'wheelchair', stocks: 7, image });
    expect((await injectAs(app, admin, endpoints.getAsset, { params: { id: asset._id } })).json().asset).toEqual({ ...asset, freeNow: 7, waitlistPosition: null, heldUntil: null, waitlistLength: 0 });

    const fields = { name: 'Air Bed', category: 'airbed', description: 'Quiet pump.', stocks: '3', image };
    const form = await injectAs(app, admin, endpoints.createAsset, { multipart: multipartBody(null, fields) });
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json()).toMatchObject({ message: assetMessages.added(), asset: { name: 'Air Bed', stocks: 3 } });
  });

  it('answers every wrong field with its message and stores nothing', async () => {
    const before = (await app.db.select().from(assets)).length;
    const cases: [Partial<Record<keyof AssetBody, unknown>>, keyof AssetBody, string][] = [
      [{ name: 'R2-D2' }, 'name', assetMessages.nameInvalid()],
      [{ name: '' }, 'name', assetMessages.nameRequired()],
      [{ category: '' }, 'category', assetMessages.categoryRequired()],
      [{ category: 'bicycle' }, 'category', assetCategoryMessages.unknown()],
      [{ description: '  ' }, 'description', assetMessages.descriptionRequired()],
      [{ stocks: 51 }, 'stocks', assetMessages.stocksTooMany()],
      [{ stocks: -1 }, 'stocks', assetMessages.stocksNegative()],
      [{ stocks: 2.5 }, 'stocks', assetMessages.stocksInvalid()],
      [{ image: '' }, 'image', assetMessages.imageRequired()],
      [{ image: 'https://elsewhere.example/chair.png' }, 'image', assetMessages.imageInvalid()],
    ];
    for (const [change, field, message] of cases) {
      const res = await injectAs(app, admin, endpoints.createAsset, { body: { ...assetBody(), ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(message);
    }
    const { stocks: _left, ...noStocks } = assetBody();
    expect((await injectAs(app, admin, endpoints.createAsset, { body: noStocks })).json().errors.stocks).toBe(assetMessages.stocksRequired());
    expect((await app.db.select().from(assets)).length).toBe(before);
  });

  it('edits every field, and answers 404 for an unknown asset', async () => {
    const asset = await addAsset();
    const next = await uploadedImage();
    const res = await injectAs(app, admin, endpoints.updateAsset, {
      params: { id: asset._id },
      body: assetBody({ name: 'Folding Chair', stocks: 9, image: next }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: assetMessages.updated(), asset: { name: 'Folding Chair', stocks: 9, image: next } });
    const missing = await injectAs(app, admin, endpoints.updateAsset, { params: { id: crypto.randomUUID() }, body: assetBody() });
    expect(missing.statusCode).toBe(404);
    expect((await injectAs(app, admin, endpoints.getAsset, { params: { id: crypto.randomUUID() } })).json()).toEqual({
      message: assetMessages.notFound(),
      code: 'ASSET_NOT_FOUND',
    });
  });

  it('lets only admins add or edit', async () => {
    const { token } = await person();
    expect((await injectAs(app, token, endpoints.createAsset, { body: assetBody() })).statusCode).toBe(403);
  });

  it('keeps an asset image through the sweep of unused files', async () => {
    const own = await uploadedImage();
    await addAsset({ image: own });
    const key = app.storage.publicKeyOf(own)!;
    await app.db.update(storedFiles).set({ createdAt: new Date(Date.now() - UNREFERENCED_GRACE_MS - 1000) }).where(eq(storedFiles.key, key));
    await app.storage.sweep();
    expect((await app.inject(own)).statusCode).toBe(200);
  });

  /** Gives an asset another image, as the form does. */
  async function replaceImage(id: string, next: string) {
    const res = await injectAs(app, admin, endpoints.updateAsset, { params: { id }, body: assetBody({ image: next }) });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Whether an upload is still served and still counted in its uploader's quota. */
  async function stillStored(url: string) {
    const ledger = await app.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, app.storage.publicKeyOf(url)!));
    return { served: (await app.inject(url)).statusCode === 200, counted: ledger.length === 1 };
  }

  it('keeps a replaced image another asset still shows, and removes one nothing shows any more', async () => {
    const shared = await uploadedImage();
    const [first, second] = [await addAsset({ image: shared }), await addAsset({ image: shared })];
    await replaceImage(first._id, await uploadedImage());
    expect(await stillStored(shared)).toEqual({ served: true, counted: true });

    // Once the last asset showing it moves on, the file goes at once, as it always did.
    await replaceImage(second._id, await uploadedImage());
    expect(await stillStored(shared)).toEqual({ served: false, counted: false });
  });

  it("keeps a replaced image that is a category's picture or somebody's profile picture", async () => {
    const tag = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const picture = await uploadedImage();
    const category = await injectAs(app, admin, categoryEndpoints.createAssetCategory, {
      body: { key: `sharedPicture${tag}`, names: { en: 'Shared picture' }, codePrefix: `Z${tag}`, image: picture },
    });
    expect(category.statusCode, category.body).toBe(201);

    // A profile picture must be its owner's own upload.
    const { user } = await createUser(app, { role: 'admin', name: 'Meera Admin' });
    const meera = (await loginAs(app, user)).accessToken;
    const face = await uploadedImage(meera);
    expect((await injectAs(app, meera, updateProfilePicture, { body: { profilePicture: face } })).statusCode).toBe(200);

    for (const url of [picture, face]) {
      const asset = await addAsset({ image: url });
      await replaceImage(asset._id, await uploadedImage());
      expect(await stillStored(url), url).toEqual({ served: true, counted: true });
    }
  });

  it("keeps a category's or a profile's replaced picture that an asset still shows", async () => {
    const tag = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const picture = await uploadedImage();
    const key = `replacedPicture${tag}`;
    const category = await injectAs(app, admin, categoryEndpoints.createAssetCategory, {
      body: { key, names: { en: 'Replaced picture' }, codePrefix: `Y${tag}`, image: picture },
    });
    expect(category.statusCode, category.body).toBe(201);
    await addAsset({ image: picture });
    const edited = await injectAs(app, admin, categoryEndpoints.updateAssetCategory, { params: { key }, body: { image: await uploadedImage() } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stillStored(picture)).toEqual({ served: true, counted: true });

    const { user } = await createUser(app, { role: 'admin', name: 'Kavya Admin' });
    const kavya = (await loginAs(app, user)).accessToken;
    const face = await uploadedImage(kavya);
    expect((await injectAs(app, kavya, updateProfilePicture, { body: { profilePicture: face } })).statusCode).toBe(200);
    await addAsset({ image: face });
    expect((await injectAs(app, kavya, updateProfilePicture, { body: { profilePicture: await uploadedImage(kavya) } })).statusCode).toBe(200);
    expect(await stillStored(face)).toEqual({ served: true, counted: true });
  });
});

describe('the catalogue', () => {
  it('searches, sorts, filters and pages', async () => {
    const tag = uniqueName('Cane');
    for (const [suffix, stocks] of [['a', 0], ['b', 3], ['c', 12], ['d', 1]] as const) {
      await addAsset({ name: `${tag} ${suffix}`.slice(0, 30).replace(/[^A-Za-z ]/g, ''), stocks, category: 'walkingStick' });
    }
    const list = async (query: object) => {
      const res = await injectAs(app, admin, endpoints.listAssets, { query: { search: tag, ...query } });
      expect(res.statusCode).toBe(200);
      return res.json() as { assets: { stocks: number }[]; totalPages: number; totalAssets: number };
    };
    const stocks = async (query: object) => (await list(query)).assets.map((a) => a.stocks);
    expect(await stocks({ sort: 'most-available' })).toEqual([12, 3, 1, 0]);
    expect(await stocks({ sort: 'least-available' })).toEqual([0, 1, 3, 12]);
    expect(await stocks({ sort: 'name-asc' })).toEqual([0, 3, 12, 1]);
    expect(await stocks({ sort: 'name-desc' })).toEqual([1, 12, 3, 0]);
    expect(await stocks({ sort: 'oldest' })).toEqual([0, 3, 12, 1]);
    expect(await stocks({ sort: 'newest' })).toEqual([1, 12, 3, 0]);
    expect((await stocks({ filter: 'available', sort: 'oldest' }))).toEqual([3, 12, 1]);
    expect((await stocks({ filter: 'limited', sort: 'oldest' }))).toEqual([3, 1]);
    expect(await stocks({ filter: 'out-of-stock' })).toEqual([0]);
    // Unknown choices read as the defaults; pages of two.
    const page = await list({ sort: 'cheapest', filter: 'shiny', limit: 2, page: 2 });
    expect(page).toMatchObject({ totalPages: 2, totalAssets: 4 });
    expect(page.assets.map((a) => a.stocks)).toEqual([3, 0]);
    // The totals are kept between pages, and counted again once the stock changes.
    expect((await list({ filter: 'out-of-stock' })).totalAssets).toBe(1);
    await app.db.update(assets).set({ stocks: 0 }).where(sql`${assets.name} like ${`${tag}%`} and ${assets.stocks} = 3`);
    expect((await list({ filter: 'out-of-stock' })).totalAssets).toBe(2);
  });

  it('is open to every signed-in person, and to nobody else', async () => {
    const { token } = await person();
    expect((await injectAs(app, token, endpoints.listAssets)).statusCode).toBe(200);
    expect((await injectAs(app, null, endpoints.listAssets)).statusCode).toBe(401);
  });
});

describe('asking to borrow', () => {
  it('takes a day from today on and 1 to 3 units, never more than in stock', async () => {
    const { token } = await person();
    const asset = await addAsset({ stocks: 2 });
    const refused = async (body: object, field: string, message: string) => {
      const res = await request(token, asset._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
    };
    await refused({ quantity: 1 }, 'requestedDate', assetRequestMessages.dateRequired());
    await refused({ requestedDate: day(-1), quantity: 1 }, 'requestedDate', assetRequestMessages.datePast());
    await refused({ requestedDate: '2026-02-30x', quantity: 1 }, 'requestedDate', assetRequestMessages.dateRequired());
    await refused({ requestedDate: day(1), quantity: 4 }, 'quantity', assetRequestMessages.quantityInvalid());
    await refused({ requestedDate: day(1), quantity: 0 }, 'quantity', assetRequestMessages.quantityInvalid());
    await refused({ requestedDate: day(1), quantity: 3 }, 'quantity', assetRequestMessages.notEnoughStock(2));

    const res = await request(token, asset._id, { requestedDate: day(0), quantity: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: assetRequestMessages.requested(),
      assetRequest: { status: 'pending', quantity: 2, requestedDate: day(0), comment: null, asset: { _id: asset._id, name: asset.name } },
    });
    // Asking takes nothing off the shelf: only an approval does.
    expect(await stockOf(asset._id)).toBe(2);
  });

  it('refuses an empty shelf and an unknown asset', async () => {
    const { token } = await person();
    const empty = await addAsset({ stocks: 0 });
    expect((await request(token, empty._id)).json()).toMatchObject({ message: assetRequestMessages.outOfStock() });
    expect((await request(token, crypto.randomUUID())).statusCode).toBe(404);
  });

  it("lists a person's own requests only, searched and filtered, four a page", async () => {
    const ravi = await person();
    const other = await person('Meena Iyer');
    const chair = await addAsset({ name: uniqueName('Chair') });
    const bed = await addAsset({ name: uniqueName('Bed'), category: 'airbed' });
    // One request of an asset waits at a time: the chair was asked for and turned down three times, and asked for again.
    for (let i = 0; i < 3; i++) await decide(await requested(ravi.token, chair._id), 'rejected');
    await requested(ravi.token, chair._id);
    const bedRequest = await requested(ravi.token, bed._id);
    await requested(other.token, chair._id);
    await decide(bedRequest, 'approved', 'Collect it from Main Storage.');

    const mine = async (query: object = {}) => (await injectAs(app, ravi.token, endpoints.myAssetRequests, { query })).json();
    const first = await mine();
    expect(first).toMatchObject({ totalPages: 2, totalRequests: 5 });
    expect(first.assetRequests).toHaveLength(4);
    expect(first.assetRequests[0]).toMatchObject({ _id: bedRequest, status: 'approved', comment: 'Collect it from Main Storage.' });
    expect((await mine({ search: bed.name.split(' ')[1] })).totalRequests).toBe(1);
    expect((await mine({ status: 'pending' })).totalRequests).toBe(1);
    expect((await mine({ status: 'rejected' })).totalRequests).toBe(3);
    expect((await mine({ status: 'all' })).totalRequests).toBe(5);

    const forChair = await injectAs(app, ravi.token, endpoints.myRequestsForAsset, { params: { id: chair._id } });
    expect(forChair.json().assetRequestDetails).toHaveLength(4);
  });
});

describe("the admin's decisions", () => {
  it('approving reserves the units, handing them over takes them off the shelf, returning gives them back, and the requester is told each time', async () => {
    const ravi = await person();
    const asset = await addAsset({ stocks: 3 });
    const id = await requested(ravi.token, asset._id, 2);

    const approved = await decide(id, 'approved', 'Collect from Main Storage.');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: assetRequestMessages.approved(),
      assetRequest: { status: 'approved', comment: 'Collect from Main Storage.', user: { _id: ravi.id } },
    });
    expect(await stockOf(asset._id)).toBe(3);
    expect((await injectAs(app, admin, endpoints.handOver, { params: { id } })).statusCode).toBe(200);
    expect(await stockOf(asset._id)).toBe(1);

    const returned = await decide(id, 'completed');
    expect(returned.json().assetRequest).toMatchObject({ status: 'completed', comment: 'Collect from Main Storage.' });
    expect(returned.json().assetRequest.returnedAt).toEqual(expect.any(String));
    expect(await stockOf(asset._id)).toBe(3);

    const told = await app.db.select().from(notifications).where(eq(notifications.userId, ravi.id));
    expect(told.map((n) => n.content)).toEqual(
      expect.arrayContaining([
        assetRequestMessages.approvedNotice(asset.name, 'Collect from Main Storage.'),
        assetRequestMessages.returnedNotice(asset.name, null),
      ]),
    );
  });

  it('decides only what the state allows, and changes nothing otherwise', async () => {
    const ravi = await person();
    const asset = await addAsset({ stocks: 3 });
    const pending = await requested(ravi.token, asset._id);
    expect((await decide(pending, 'completed')).json()).toEqual({ message: assetRequestMessages.onlyApprovedReturned(), code: 'ONLY_APPROVED_RETURNED' });
    expect((await decide(pending, 'rejected', 'None free this week.')).statusCode).toBe(200);
    for (const status of ['approved', 'rejected', 'completed'] as const) {
      expect((await decide(pending, status)).statusCode, status).toBe(400);
    }
    expect(await stockOf(asset._id)).toBe(3);
    expect((await decide(crypto.randomUUID(), 'approved')).statusCode).toBe(404);
    const bad = await injectAs(app, admin, endpoints.decideAssetRequest, { params: { id: pending }, body: { status: 'pending' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: assetRequestMessages.decisionInvalid() });
  });

  it('refuses an approval the shelf cannot cover, with the units left', async () => {
    const [ravi, meena] = [await person(), await person('Meena Iyer')];
    const asset = await addAsset({ stocks: 2 });
    const first = await requested(ravi.token, asset._id, 2);
    const second = await requested(meena.token, asset._id, 1);
    expect((await decide(first, 'approved')).statusCode).toBe(200);
    const refused = await decide(second, 'approved');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: assetRequestMessages.notEnoughToApprove(0, 1), code: 'NOT_ENOUGH_TO_APPROVE' });
    // Said as a person would: one unit, two units, never "unit(s)".
    expect(refused.json().message).toBe('Cannot approve: 1 unit asked, 0 left in stock. Reject it or wait for returns.');
    expect(assetRequestMessages.notEnoughToApprove(2, 3)).toBe('Cannot approve: 3 units asked, 2 left in stock. Reject it or wait for returns.');
    // Both units stay on the shelf, reserved for the first until they are handed over.
    expect(await stockOf(asset._id)).toBe(2);
  });

  it('approves exactly one of two approvals racing for the last unit', async () => {
    const [ravi, meena] = [await person(), await person('Meena Iyer')];
    const asset = await addAsset({ stocks: 1 });
    const ids = [await requested(ravi.token, asset._id), await requested(meena.token, asset._id)];
    const answers = await Promise.all([...ids, ids[0]!].map((id) => decide(id, 'approved')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await stockOf(asset._id)).toBe(1);
  });

  it("lists everybody's requests with the requester, searched by either name, filtered and sorted", async () => {
    const surname = uniqueName('Sen').split(' ')[1]!;
    const priya = await person(`Priya ${surname}`);
    const asset = await addAsset();
    // Asked for again once the first request was approved: one waits at a time.
    const first = await requested(priya.token, asset._id);
    await decide(first, 'approved');
    const ids = [first, await requested(priya.token, asset._id)];
    const list = async (query: object) => (await injectAs(app, admin, endpoints.listAssetRequests, { query })).json();
    const byPerson = await list({ search: surname });
    expect(byPerson.totalRequests).toBe(2);
    expect(byPerson.assetRequests[0]).toMatchObject({ _id: ids[1], user: { _id: priya.id } });
    // Asked again, the page is read by walking the requests (the kept totals say the walk is short):
    // the same page, by the requester's name or the asset's, in any order.
    expect(await list({ search: surname })).toEqual(byPerson);
    for (const query of [{ search: asset.name.split(' ')[1], sort: 'oldest' }, { search: surname, sort: 'priority', limit: 1, page: 2 }]) {
      const matched = await list(query);
      expect(matched.assetRequests.length).toBeGreaterThan(0);
      expect(await list(query)).toEqual(matched);
    }
    expect((await list({ search: asset.name.split(' ')[1], status: 'approved' })).assetRequests.map((r: { _id: string }) => r._id)).toEqual([
      ids[0],
    ]);
    expect((await list({ search: asset.name.split(' ')[1], sort: 'oldest' })).assetRequests[0]._id).toBe(ids[0]);
    expect((await list({ search: asset.name.split(' ')[1], priority: 'low' })).totalRequests).toBe(0);
    expect((await list({ search: asset.name.split(' ')[1], priority: 'medium', sort: 'priority' })).totalRequests).toBe(2);
  });

  it('keeps its totals between pages only while no request, asset or requester they count has changed', async () => {
    const surname = uniqueName('Iyer').split(' ')[1]!;
    const [kiran, lata] = [await person(`Kiran ${surname}`), await person(`Lata ${surname}`)];
    const chair = await addAsset({ stocks: 10 });
    const model = chair.name.split(' ')[1]!;
    const bed = await addAsset({ name: `Airbed ${model}`, category: 'airbed', stocks: 10 });
    // Approved, so Kiran may ask for the chair again below.
    await decide(await requested(kiran.token, chair._id), 'approved');
    await requested(lata.token, bed._id);
    const totals = async () =>
      Promise.all(
        [surname, model].map(
          async (search) => (await injectAs(app, admin, endpoints.listAssetRequests, { query: { search } })).json().totalRequests as number,
        ),
      );
    expect(await totals()).toEqual([2, 2]);
    // A new request, counted by both searches.
    await requested(kiran.token, chair._id);
    expect(await totals()).toEqual([3, 3]);
    // Renamed outside the services, one after the other: the triggers raise the versions all the same.
    await app.db.update(users).set({ name: 'Kiran Other' }).where(eq(users.id, kiran.id));
    expect(await totals()).toEqual([1, 3]);
    await app.db.update(assets).set({ name: 'Other Chair' }).where(eq(assets.id, chair._id));
    expect(await totals()).toEqual([1, 1]);
  });
});

describe('what an asset shows of its loans', () => {
  it('sums the approved loans by their first day, and tells its history from its records', async () => {
    const ravi = await person();
    const asset = await addAsset({ stocks: 5 });
    // Each decided before the next is asked for: one request of an asset waits at a time.
    await decide(await requested(ravi.token, asset._id, 2), 'approved');
    await decide(await requested(ravi.token, asset._id, 1), 'approved', 'Enjoy');
    await decide(await requested(ravi.token, asset._id, 1), 'rejected');
    const availability = await injectAs(app, ravi.token, endpoints.assetAvailability, { params: { id: asset._id } });
    const { days, loans } = availability.json() as { days: { date: string; available: number }[]; loans: { from: string; quantity: number }[] };
    expect(days.find((d) => d.date === day(1))?.available).toBe(2);
    expect(loans.filter((loan) => loan.from === day(1)).reduce((sum, loan) => sum + loan.quantity, 0)).toBe(3);

    const { events } = (await injectAs(app, admin, endpoints.assetHistory, { params: { id: asset._id } })).json() as { events: { kind: string }[] };
    expect(events.map((e) => e.kind)).toEqual(['approved', 'approved', 'added']);
  });
});
