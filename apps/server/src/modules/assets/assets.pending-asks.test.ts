/**
 * What a person may have waiting for an admin's decision: one request of each asset, and
 * PENDING_ASSET_REQUESTS_MAX in all. Requests sent at once leave exactly that, counted under the
 * person's row lock; a refused request stores nothing and keeps the person's place in the waiting
 * list; once a request is decided or cancelled, the person may ask again. A stranger and a wrong
 * role are refused before anything is counted. On PGlite by default; the requests sent at once race
 * only on PostgreSQL (DATABASE_URL), where they must be run.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import { PENDING_ASSET_REQUESTS_MAX } from '@sahaya/contract/assets/schemas';
import { assetRequests, assetWaitlist } from '../../db/schema/assets.ts';
import { day, lendingKit, type Person } from '../../test/asset-loans.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const ask = (who: Person, assetId: string, from = 1) => kit.request(who.token, assetId, { requestedDate: day(from), returnDate: day(from + 7), quantity: 1 });

const pendingOf = (who: Person, assetId?: string) =>
  app.db.$count(assetRequests, and(eq(assetRequests.userId, who.id), eq(assetRequests.status, 'pending'), assetId ? eq(assetRequests.assetId, assetId) : undefined));

const requestsOf = (who: Person) => app.db.$count(assetRequests, eq(assetRequests.userId, who.id));

const alreadyAsked = { code: 'ALREADY_ASKED_FOR_ASSET', message: r.alreadyAsked() };
const tooMany = { code: 'TOO_MANY_PENDING_ASSET_REQUESTS', message: r.tooManyPending(PENDING_ASSET_REQUESTS_MAX) };

describe('one request of an asset at a time', () => {
  it('refuses a second while the first waits, for any period, and stores nothing', async () => {
    const ravi = await kit.person();
    const chair = await kit.addAsset({ stocks: 5 });
    expect((await ask(ravi, chair._id, 1)).statusCode).toBe(201);
    for (const from of [1, 20]) {
      const again = await ask(ravi, chair._id, from);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject(alreadyAsked);
    }
    expect(await requestsOf(ravi)).toBe(1);
    // Somebody else may still ask for it.
    expect((await ask(await kit.person('Meena Iyer'), chair._id)).statusCode).toBe(201);
  });

  it('asked for 20 times at once by one person, is asked for once', async () => {
    const ravi = await kit.person();
    const chair = await kit.addAsset({ stocks: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(ravi, chair._id, 1 + i)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json().code])).toEqual(Array(19).fill([409, alreadyAsked.code]));
    expect(await requestsOf(ravi)).toBe(1);
  });

  it('may be asked for again once the first is approved, rejected or cancelled', async () => {
    const ravi = await kit.person();
    const chair = await kit.addAsset({ stocks: 5 });
    const first = await kit.requested(ravi.token, chair._id, { from: 1, to: 5 });
    expect((await kit.decide(first, { status: 'approved' })).statusCode).toBe(200);
    const second = await kit.requested(ravi.token, chair._id, { from: 10, to: 15 });
    expect((await kit.decide(second, { status: 'rejected' })).statusCode).toBe(200);
    const third = await kit.requested(ravi.token, chair._id, { from: 20, to: 25 });
    expect((await injectAs(app, ravi.token, endpoints.cancelAssetRequest, { params: { id: third } })).statusCode).toBe(200);
    expect((await ask(ravi, chair._id, 30)).statusCode).toBe(201);
    expect(await pendingOf(ravi, chair._id)).toBe(1);
  });

  it('is said before a shortage, and keeps the person in the waiting list of the asset', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 1 });
    await kit.requested(ravi.token, bed._id, { from: 1, to: 5 });
    await app.db.insert(assetWaitlist).values({ assetId: bed._id, userId: ravi.id });
    const again = await kit.request(ravi.token, bed._id, { requestedDate: day(1), returnDate: day(5), quantity: 3 });
    expect([again.statusCode, again.json().code]).toEqual([409, alreadyAsked.code]);
    expect(await app.db.$count(assetWaitlist, and(eq(assetWaitlist.assetId, bed._id), eq(assetWaitlist.userId, ravi.id)))).toBe(1);
  });
});

describe(`${PENDING_ASSET_REQUESTS_MAX} requests waiting in all`, () => {
  it('leave exactly the limit waiting when more are sent at once for other assets; the rest store nothing', async () => {
    const ravi = await kit.person();
    const shelf = await Promise.all(Array.from({ length: PENDING_ASSET_REQUESTS_MAX + 4 }, () => kit.addAsset({ stocks: 5 })));
    for (const asset of shelf.slice(0, PENDING_ASSET_REQUESTS_MAX - 2)) expect((await ask(ravi, asset._id)).statusCode).toBe(201);
    const answers = await Promise.all(shelf.slice(PENDING_ASSET_REQUESTS_MAX - 2).map((asset) => ask(ravi, asset._id)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json().code, res.json().message])).toEqual(Array(4).fill([409, tooMany.code, tooMany.message]));
    expect(await pendingOf(ravi)).toBe(PENDING_ASSET_REQUESTS_MAX);
    expect(await requestsOf(ravi)).toBe(PENDING_ASSET_REQUESTS_MAX);
  });

  it('count only those waiting: a decided or cancelled one makes room for another', async () => {
    const ravi = await kit.person();
    const shelf = await Promise.all(Array.from({ length: PENDING_ASSET_REQUESTS_MAX + 2 }, () => kit.addAsset({ stocks: 5 })));
    const ids: string[] = [];
    for (const asset of shelf.slice(0, PENDING_ASSET_REQUESTS_MAX)) ids.push(await kit.requested(ravi.token, asset._id));
    const extra = shelf[PENDING_ASSET_REQUESTS_MAX]!;
    expect((await ask(ravi, extra._id)).json()).toMatchObject(tooMany);
    expect((await kit.decide(ids[0]!, { status: 'approved' })).statusCode).toBe(200);
    expect((await ask(ravi, extra._id)).statusCode).toBe(201);
    expect((await ask(ravi, shelf[PENDING_ASSET_REQUESTS_MAX + 1]!._id)).json()).toMatchObject(tooMany);
    expect((await injectAs(app, ravi.token, endpoints.cancelAssetRequest, { params: { id: ids[1] } })).statusCode).toBe(200);
    expect((await ask(ravi, shelf[PENDING_ASSET_REQUESTS_MAX + 1]!._id)).statusCode).toBe(201);
    expect(await pendingOf(ravi)).toBe(PENDING_ASSET_REQUESTS_MAX);
  });
});

describe('who may ask', () => {
  it('refuses a stranger with 401 and a volunteer or an admin with 403, and stores nothing', async () => {
    const chair = await kit.addAsset({ stocks: 5 });
    const volunteer = await signedIn(app, 'volunteer');
    const body = { requestedDate: day(1), returnDate: day(5), quantity: 1 };
    for (let i = 0; i < 2; i++) {
      expect((await injectAs(app, null, endpoints.requestAsset, { params: { id: chair._id }, body })).statusCode).toBe(401);
      expect((await kit.request(volunteer.token, chair._id, body)).statusCode).toBe(403);
      expect((await kit.request(kit.admin, chair._id, body)).statusCode).toBe(403);
    }
    expect(await app.db.$count(assetRequests, eq(assetRequests.assetId, chair._id))).toBe(0);
  });
});
