/**
 * The waiting list of an asset with no unit free: joining only when none is free, once; the order
 * of places; leaving; a unit coming back told to the first in line once, who has 48 hours to ask
 * before the next is told; the unit held for them kept from others; and two nodes running the same
 * turn telling nobody twice. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { waitlistMessages } from '@sahaya/contract/assets/messages';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import { WAITLIST_HOLD_HOURS } from '@sahaya/contract/constants';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { newNotification } from '@sahaya/contract/notifications/events';
import * as profile from '@sahaya/contract/profile/endpoints';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { buildApp } from '../../app.ts';
import { assets, assetWaitlist } from '../../db/schema/assets.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, FACTORY_PASSWORD, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';
import { deliveriesOf, whileNoticesFail } from '../../test/notices.ts';
import { planOf } from '../../test/query-plan.ts';
import { takeWaitlistTurn, waitlistPlace } from './assets.waitlist.ts';
import { checkReply } from '../../test/reply-check.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let image: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
  const res = await injectAs(app, admin, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  expect(res.statusCode).toBe(200);
  image = res.json().imageUrl as string;
});
afterAll(async () => close());

interface Person {
  id: string;
  token: string;
}

async function person(name = 'Ravi Kumar'): Promise<Person> {
  const { user } = await createUser(app, { name });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

const bodyOf = (stocks: number, name = 'Wheelchair'): AssetBody => ({ name, category: 'wheelchair', description: 'Steel frame, padded seat.', stocks, image });

async function addAsset(stocks: number): Promise<string> {
  const res = await injectAs(app, admin, endpoints.createAsset, { body: bodyOf(stocks) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().asset._id as string;
}

/** The admin sets the asset's stock, as the Edit Asset form does. */
async function setStocks(assetId: string, stocks: number) {
  const res = await injectAs(app, admin, endpoints.updateAsset, { params: { id: assetId }, body: bodyOf(stocks) });
  expect(res.statusCode, res.body).toBe(200);
}

const join = (who: Person, assetId: string) => injectAs(app, who.token, endpoints.joinWaitlist, { params: { id: assetId } });
const leave = (who: Person, assetId: string) => injectAs(app, who.token, endpoints.leaveWaitlist, { params: { id: assetId } });

async function joined(who: Person, assetId: string): Promise<number> {
  const res = await join(who, assetId);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(waitlistMessages.joined());
  return res.json().waitlistPosition as number;
}

async function assetAs(who: Person, assetId: string) {
  const res = await injectAs(app, who.token, endpoints.getAsset, { params: { id: assetId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().asset as { stocks: number; waitlistPosition: number | null; heldUntil: string | null; waitlistLength: number };
}

const turnKey = contractKeyOf(waitlistMessages.turnNotice);

/** The notices telling the person that a unit is free for them. */
const turnNotices = (who: Person) =>
  app.db
    .select({ content: notifications.content, args: notifications.messageArgs })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.messageKey, turnKey!)));

const entryOf = async (who: Person, assetId: string) =>
  (await app.db.select().from(assetWaitlist).where(and(eq(assetWaitlist.assetId, assetId), eq(assetWaitlist.userId, who.id))))[0];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const requestAsset = (who: Person, assetId: string) =>
  injectAs(app, who.token, endpoints.requestAsset, { params: { id: assetId }, body: { requestedDate: day(1), quantity: 1 } });

const HOLD_MS = WAITLIST_HOLD_HOURS * 3_600_000;

/** An asset whose only unit came back while `line` waited, in that order; the first is told. */
async function unitBackFor(line: Person[]): Promise<string> {
  const assetId = await addAsset(0);
  for (const who of line) await joined(who, assetId);
  await setStocks(assetId, 1);
  await app.jobs.drain();
  return assetId;
}

describe('joining the waiting list', () => {
  it('puts a person in line only when no unit is free, and only once', async () => {
    const ravi = await person();
    const stocked = await addAsset(2);
    const notNeeded = await join(ravi, stocked);
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json()).toMatchObject({ code: 'WAITLIST_NOT_NEEDED', message: waitlistMessages.notNeeded() });

    const empty = await addAsset(0);
    expect(await joined(ravi, empty)).toBe(1);
    const again = await join(ravi, empty);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WAITLIST_ALREADY', message: waitlistMessages.already() });
    expect(await app.db.select().from(assetWaitlist).where(eq(assetWaitlist.assetId, empty))).toHaveLength(1);
  });

  it('keeps one entry when the same person joins twice at once', async () => {
    const ravi = await person();
    const empty = await addAsset(0);
    const replies = await Promise.all([join(ravi, empty), join(ravi, empty), join(ravi, empty)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await app.db.select().from(assetWaitlist).where(eq(assetWaitlist.assetId, empty))).toHaveLength(1);
  });

  it('answers 404 for an unknown asset, 401 to a stranger and 403 to an admin', async () => {
    const ravi = await person();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await join(ravi, unknown)).json()).toMatchObject({ code: 'ASSET_NOT_FOUND' });
    expect((await leave(ravi, unknown)).json()).toMatchObject({ code: 'ASSET_NOT_FOUND' });
    const empty = await addAsset(0);
    expect((await injectAs(app, null, endpoints.joinWaitlist, { params: { id: empty } })).statusCode).toBe(401);
    expect((await injectAs(app, admin, endpoints.joinWaitlist, { params: { id: empty } })).statusCode).toBe(403);
  });
});

describe('places in line', () => {
  it('numbers the people in the order they joined; leaving moves the rest up', async () => {
    const [asha, ravi, meena, onlooker] = await Promise.all([person('Asha'), person('Ravi'), person('Meena'), person('Onlooker')]);
    const assetId = await addAsset(0);
    expect(await joined(asha!, assetId)).toBe(1);
    expect(await joined(ravi!, assetId)).toBe(2);
    expect(await joined(meena!, assetId)).toBe(3);
    expect(await assetAs(meena!, assetId)).toMatchObject({ waitlistPosition: 3, heldUntil: null, waitlistLength: 3 });
    expect(await assetAs(onlooker!, assetId)).toMatchObject({ waitlistPosition: null, heldUntil: null, waitlistLength: 3 });

    const left = await leave(asha!, assetId);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ message: waitlistMessages.left(), code: 'WAITLIST_LEFT' });
    expect(await assetAs(ravi!, assetId)).toMatchObject({ waitlistPosition: 1, waitlistLength: 2 });
    expect(await assetAs(meena!, assetId)).toMatchObject({ waitlistPosition: 2, waitlistLength: 2 });
    expect(await assetAs(asha!, assetId)).toMatchObject({ waitlistPosition: null, waitlistLength: 2 });

    const again = await leave(asha!, assetId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_ON_WAITLIST', message: waitlistMessages.notOnList() });
  });

  it("reads a person's place off the waiting list's indexes", async () => {
    const ravi = await person();
    const plan = await planOf(app.db, waitlistPlace(app.db, await addAsset(0), ravi.id, new Date()));
    expect(plan).toContain('asset_waitlist_asset_created_idx');
    expect(plan).toContain('asset_waitlist_asset_user_key');
    expect(plan).not.toMatch(/Seq Scan on asset_waitlist/);
  });
});

describe('a unit coming back', () => {
  it('tells the first in line once, holds the unit for them for 48 hours, and leaves the second waiting', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const before = Date.now();
    const assetId = await unitBackFor([first!, second!]);

    const told = await turnNotices(first!);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain('Wheelchair');
    expect(await turnNotices(second!)).toEqual([]);

    const seen = await assetAs(first!, assetId);
    expect(seen.waitlistPosition).toBe(1);
    const heldUntil = new Date(seen.heldUntil!).getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(before + HOLD_MS);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + HOLD_MS);
    expect(await assetAs(second!, assetId)).toMatchObject({ waitlistPosition: 2, heldUntil: null });

    // Another turn (another change, another node) finds the unit already offered.
    await takeWaitlistTurn(app, assetId);
    await app.jobs.drain();
    expect(await turnNotices(first!)).toHaveLength(1);
    expect(await turnNotices(second!)).toEqual([]);
  });

  it('tells as many in line as units came back, each with their notice and its delivery, and the next one nothing', async () => {
    const line = await Promise.all([1, 2, 3, 4, 5].map((n) => person(`Waiting ${n}`)));
    const assetId = await addAsset(0);
    for (const who of line) await joined(who, assetId);
    await setStocks(assetId, 4);
    await app.jobs.drain();
    const told = await app.db
      .select({ id: notifications.id, userId: notifications.userId, args: notifications.messageArgs })
      .from(notifications)
      .where(and(inArray(notifications.userId, line.map((who) => who.id)), eq(notifications.messageKey, turnKey!)));
    expect(told.map((notice) => notice.userId).sort()).toEqual(line.slice(0, 4).map((who) => who.id).sort());
    // The same words for each: the asset and the end of the hold.
    expect(new Set(told.map((notice) => JSON.stringify(notice.args))).size).toBe(1);
    expect([...(await deliveriesOf(app, told.map((notice) => notice.id))).values()]).toEqual([1, 1, 1, 1]);
    expect(await assetAs(line[4]!, assetId)).toMatchObject({ waitlistPosition: 5, heldUntil: null });
  });

  it('lets someone else wait while the only unit is held for the first in line', async () => {
    const [first, later] = await Promise.all([person('First'), person('Later')]);
    const assetId = await unitBackFor([first!]);
    expect(await joined(later!, assetId)).toBe(2);
    // The first, holding the unit, is in line already.
    expect((await join(first!, assetId)).json()).toMatchObject({ code: 'WAITLIST_ALREADY' });
  });

  it('gives the turn to the next when the first does not ask within 48 hours', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const assetId = await unitBackFor([first!, second!]);
    const entry = await entryOf(first!, assetId);
    expect(entry?.offerExpiresAt).toBeInstanceOf(Date);

    // Just before the 48 hours run out nothing changes.
    await takeWaitlistTurn(app, assetId, new Date(entry!.offerExpiresAt!.getTime() - 1000));
    expect(await entryOf(first!, assetId)).toBeDefined();
    expect(await turnNotices(second!)).toEqual([]);

    const later = new Date(entry!.offerExpiresAt!.getTime() + 1000);
    await takeWaitlistTurn(app, assetId, later);
    expect(await entryOf(first!, assetId)).toBeUndefined();
    expect(await turnNotices(second!)).toHaveLength(1);
    expect((await entryOf(second!, assetId))?.offerExpiresAt?.getTime()).toBe(later.getTime() + HOLD_MS);
    expect(await turnNotices(first!)).toHaveLength(1);
  });

  it('passes the turn on at once when the first leaves the line holding the unit', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const assetId = await unitBackFor([first!, second!]);
    expect((await leave(first!, assetId)).statusCode).toBe(200);
    await app.jobs.drain();
    expect(await turnNotices(second!)).toHaveLength(1);
    expect(await assetAs(second!, assetId)).toMatchObject({ waitlistPosition: 1, waitlistLength: 1 });
    expect((await assetAs(second!, assetId)).heldUntil).not.toBeNull();
  });

  it('passes the turn on when the first in line deletes their account holding the unit', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const assetId = await unitBackFor([first!, second!]);
    const erased = await injectAs(app, first!.token, profile.deleteAccount, { body: { password: FACTORY_PASSWORD } });
    expect(erased.statusCode, erased.body).toBe(200);
    await app.jobs.drain();
    expect(await turnNotices(second!)).toHaveLength(1);
    expect(await assetAs(second!, assetId)).toMatchObject({ waitlistPosition: 1, waitlistLength: 1 });
  });

  it('offers as many people as units came back', async () => {
    const line = await Promise.all([person('One'), person('Two'), person('Three')]);
    const assetId = await addAsset(0);
    for (const who of line) await joined(who, assetId);
    await setStocks(assetId, 2);
    await app.jobs.drain();
    expect(await Promise.all(line.map(async (who) => (await turnNotices(who)).length))).toEqual([1, 1, 0]);
  });

  it('ends the place in line of the first when they ask for the unit; the second is not told yet', async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const assetId = await unitBackFor([first!, second!]);
    const asked = await requestAsset(first!, assetId);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await entryOf(first!, assetId)).toBeUndefined();
    await app.jobs.drain();
    expect(await turnNotices(second!)).toEqual([]);
    expect(await assetAs(second!, assetId)).toMatchObject({ waitlistPosition: 1, heldUntil: null });

    // The first one's ask holds the unit while it waits for the admin, past the 48 hours too.
    await takeWaitlistTurn(app, assetId, new Date(Date.now() + HOLD_MS + 60_000));
    expect(await turnNotices(second!)).toEqual([]);
  });

  it("tells the second in line at once when the first one's ask is rejected", async () => {
    const [first, second] = await Promise.all([person('First'), person('Second')]);
    const assetId = await unitBackFor([first!, second!]);
    const asked = await requestAsset(first!, assetId);
    expect(asked.statusCode, asked.body).toBe(201);
    const rejected = await injectAs(app, admin, endpoints.decideAssetRequest, { params: { id: asked.json().assetRequest._id }, body: { status: 'rejected' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await app.jobs.drain();
    expect(await turnNotices(second!)).toHaveLength(1);
    expect(await assetAs(second!, assetId)).toMatchObject({ waitlistPosition: 1, heldUntil: expect.any(String) });
  });

  it('keeps the unit held for the first from anyone else', async () => {
    const [first, stranger] = await Promise.all([person('First'), person('Stranger')]);
    const assetId = await unitBackFor([first!]);
    const refused = await requestAsset(stranger!, assetId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(['NOT_AVAILABLE_ON', 'OUT_OF_STOCK']).toContain(refused.json().code);
  });

  it('tells the first in line when a loan comes back in good condition', async () => {
    const [borrower, first, second] = await Promise.all([person('Borrower'), person('First'), person('Second')]);
    const assetId = await addAsset(1);
    const asked = await requestAsset(borrower!, assetId);
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().assetRequest._id as string;
    const decide = (body: object) => injectAs(app, admin, endpoints.decideAssetRequest, { params: { id: requestId }, body });
    expect((await decide({ status: 'approved' })).statusCode).toBe(200);
    expect((await injectAs(app, admin, endpoints.handOver, { params: { id: requestId } })).statusCode).toBe(200);
    await joined(first!, assetId);
    await joined(second!, assetId);
    const returned = await decide({ status: 'completed', condition: 'good' });
    expect(returned.statusCode, returned.body).toBe(200);
    await app.jobs.drain();
    expect(await turnNotices(first!)).toHaveLength(1);
    expect(await turnNotices(second!)).toEqual([]);
  });

  it('tells the first in line live only once the offer is committed: a turn whose commit fails offers and tells nothing', async () => {
    const first = await person('First');
    const assetId = await addAsset(0);
    await joined(first, assetId);
    // The unit is back on the shelf with no turn taken yet, as when a node dies before taking it.
    await app.db.update(assets).set({ stocks: 1 }).where(eq(assets.id, assetId));
    const emits = vi.spyOn(app.live, 'emitTo');
    const toldFirst = () => emits.mock.calls.filter(([userId, sent]) => userId === first.id && sent === newNotification);
    try {
      await expect(whileNoticesFail(app, () => takeWaitlistTurn(app, assetId), { at: 'commit' })).rejects.toThrow();
      expect(toldFirst()).toEqual([]);
      expect((await entryOf(first, assetId))?.offeredAt).toBeNull();

      await takeWaitlistTurn(app, assetId);
      expect(toldFirst()).toHaveLength(1);
      expect(await turnNotices(first)).toHaveLength(1);
    } finally {
      emits.mockRestore();
    }
  });

  it('tells nobody twice when two nodes run the turn at once', async () => {
    const second = await buildApp(app.config, { database: app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    await second.ready();
    try {
      const line = await Promise.all([person('One'), person('Two'), person('Three')]);
      const assetId = await addAsset(0);
      for (const who of line) await joined(who, assetId);
      await setStocks(assetId, 2);
      await Promise.all([takeWaitlistTurn(app, assetId), takeWaitlistTurn(second, assetId), takeWaitlistTurn(app, assetId), takeWaitlistTurn(second, assetId)]);
      await Promise.all([app.jobs.drain(), second.jobs.drain()]);
      expect(await Promise.all(line.map(async (who) => (await turnNotices(who)).length))).toEqual([1, 1, 0]);
    } finally {
      await second.close();
    }
  });
});
