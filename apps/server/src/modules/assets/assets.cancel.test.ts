/**
 * A person cancelling their own asset request: only theirs, only while pending or approved and not
 * yet handed over; an approved loan's units back in stock, in the asset's history, and offered to
 * the first in the waiting list; a second cancel answering the same; a cancel racing the admin's
 * approval leaving one consistent outcome. And the admin taking back an approved loan nobody
 * collected, which ends it the same way and tells the borrower. On PGlite by default, on PostgreSQL
 * when DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages as r, waitlistMessages } from '@sahaya/contract/assets/messages';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { assetEvents, assetRequests } from '../../db/schema/assets.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { lendingKit, type Person } from '../../test/asset-loans.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const cancel = (token: string, id: string) => injectAs(app, token, endpoints.cancelAssetRequest, { params: { id } });

const statusOf = async (id: string) => (await app.db.select({ status: assetRequests.status }).from(assetRequests).where(eq(assetRequests.id, id)))[0]?.status;

const cancelledEvents = (assetId: string) => app.db.$count(assetEvents, and(eq(assetEvents.assetId, assetId), eq(assetEvents.kind, 'cancelled')));

const turnKey = contractKeyOf(waitlistMessages.turnNotice);
const turnNotices = (who: Person) => app.db.$count(notifications, and(eq(notifications.userId, who.id), eq(notifications.messageKey, turnKey!)));

describe('cancelling a pending request', () => {
  it('answers 200 with the request cancelled, takes nothing from stock, and a second cancel answers the same', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 2 });
    const id = await kit.requested(ravi.token, asset._id);

    const res = await cancel(ravi.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: r.cancelled(), assetRequest: { _id: id, status: 'cancelled', handedOverAt: null } });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 2, inRepair: 0 });
    // Nothing was lent, so the asset's history has nothing to say.
    expect(await cancelledEvents(asset._id)).toBe(0);

    const again = await cancel(ravi.token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());

    // The admin can no longer decide on it, and the person's list shows it under its new status.
    const approve = await kit.decide(id, { status: 'approved' });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().code).toBe('ONLY_PENDING_DECIDED');
    const mine = (await injectAs(app, ravi.token, endpoints.myAssetRequests, { query: { status: 'cancelled' } })).json();
    expect(mine.assetRequests.map((q: { _id: string }) => q._id)).toEqual([id]);
  });

  it("is only the requester's: another person's request, or one that does not exist, is not found", async () => {
    const [ravi, meena] = [await kit.person(), await kit.person('Meena Iyer')];
    const asset = await kit.addAsset({ stocks: 1 });
    const id = await kit.requested(ravi.token, asset._id);
    for (const [token, target] of [
      [meena.token, id],
      [ravi.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await cancel(token, target);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: r.notFound(), code: 'ASSET_REQUEST_NOT_FOUND' });
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses the admin before looking at the request (the endpoint walk tries every role)', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 1 });
    const id = await kit.requested(ravi.token, asset._id);
    const res = await cancel(kit.admin, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('cancelling an approved loan', () => {
  it('before the hand-over: its reservation ends, the history says so, and the first waiting is offered its units', async () => {
    const [ravi, first, second] = [await kit.person(), await kit.person('First Waiting'), await kit.person('Second Waiting')];
    const asset = await kit.addAsset({ stocks: 1 });
    // From today: the unit on the shelf is reserved for it, so nobody else may have it now.
    const id = await kit.lent(ravi.token, asset._id, { from: 0, to: 6 });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });
    for (const who of [first, second]) {
      const joined = await injectAs(app, who.token, endpoints.joinWaitlist, { params: { id: asset._id } });
      expect(joined.statusCode, joined.body).toBe(201);
    }

    const res = await cancel(ravi.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assetRequest).toMatchObject({ status: 'cancelled' });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });

    const history = (await injectAs(app, kit.admin, endpoints.assetHistory, { params: { id: asset._id } })).json();
    expect(history.events[0]).toMatchObject({ kind: 'cancelled', requestId: id, quantity: 1, from: kit.day(0), to: kit.day(6), person: { _id: ravi.id } });

    await app.jobs.drain();
    expect(await turnNotices(first)).toBe(1);
    expect(await turnNotices(second)).toBe(0);
    const seen = (await injectAs(app, first.token, endpoints.getAsset, { params: { id: asset._id } })).json().asset;
    expect(seen).toMatchObject({ waitlistPosition: 1, heldUntil: expect.any(String) });

    // A second cancel gives nothing back twice.
    expect((await cancel(ravi.token, id)).statusCode).toBe(200);
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });
    expect(await cancelledEvents(asset._id)).toBe(1);
  });

  it('after the hand-over is refused with 409: the units are brought back instead', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 2 });
    const id = await kit.lent(ravi.token, asset._id);
    expect((await injectAs(app, kit.admin, endpoints.handOver, { params: { id } })).statusCode).toBe(200);
    const res = await cancel(ravi.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: r.cancelAfterHandOver(), code: 'CANCEL_AFTER_HAND_OVER' });
    expect(await statusOf(id)).toBe('approved');
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });
  });
});

describe('the admin taking back a loan not handed over', () => {
  const takenBackKey = contractKeyOf(r.takenBackNotice);
  const takenBackNotices = (who: Person) => app.db.$count(notifications, and(eq(notifications.userId, who.id), eq(notifications.messageKey, takenBackKey!)));

  it('ends it: its reservation ends, the history says who took it back, the borrower is told and the first waiting is offered its units', async () => {
    const [ravi, first] = [await kit.person(), await kit.person('First Waiting')];
    const asset = await kit.addAsset({ stocks: 1 });
    const id = await kit.lent(ravi.token, asset._id, { from: 0, to: 6 });
    expect((await injectAs(app, first.token, endpoints.joinWaitlist, { params: { id: asset._id } })).statusCode).toBe(201);

    const res = await kit.decide(id, { status: 'cancelled', comment: 'Nobody came to collect it.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: r.takenBack(),
      code: 'ASSET_LOAN_TAKEN_BACK',
      assetRequest: { _id: id, status: 'cancelled', handedOverAt: null, comment: 'Nobody came to collect it.' },
    });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });
    const history = (await injectAs(app, kit.admin, endpoints.assetHistory, { params: { id: asset._id } })).json();
    expect(history.events[0]).toMatchObject({
      kind: 'taken-back',
      requestId: id,
      quantity: 1,
      from: kit.day(0),
      to: kit.day(6),
      person: { _id: ravi.id },
      actor: { _id: kit.adminUser.id },
    });
    expect(await takenBackNotices(ravi)).toBe(1);
    const [notice] = await app.db.select({ content: notifications.content }).from(notifications).where(and(eq(notifications.userId, ravi.id), eq(notifications.messageKey, takenBackKey!)));
    expect(notice?.content).toBe(r.takenBackNotice(asset.name, 'Nobody came to collect it.'));

    await app.jobs.drain();
    expect(await turnNotices(first)).toBe(1);

    // Once ended it cannot be taken back again, nor returned.
    const again = await kit.decide(id, { status: 'cancelled' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: r.onlyApprovedTakenBack(), code: 'ONLY_APPROVED_TAKEN_BACK' });
    expect((await kit.decide(id, { status: 'completed' })).json().code).toBe('ONLY_APPROVED_RETURNED');
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });
  });

  it('is refused for a loan whose units went out (it ends by their return) and for a request not approved', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 3 });
    const out = await kit.lent(ravi.token, asset._id);
    expect((await injectAs(app, kit.admin, endpoints.handOver, { params: { id: out } })).statusCode).toBe(200);
    const handedOver = await kit.decide(out, { status: 'cancelled' });
    expect(handedOver.statusCode).toBe(409);
    expect(handedOver.json()).toEqual({ message: r.takeBackAfterHandOver(), code: 'TAKE_BACK_AFTER_HAND_OVER' });
    expect(await statusOf(out)).toBe('approved');

    const pending = await kit.requested(ravi.token, asset._id);
    expect((await kit.decide(pending, { status: 'cancelled' })).json().code).toBe('ONLY_APPROVED_TAKEN_BACK');
    expect(await statusOf(pending)).toBe('pending');
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 2, inRepair: 0 });
    expect(await takenBackNotices(ravi)).toBe(0);
  });
});

describe('a request past cancelling', () => {
  it('rejected or returned answers 409 and stays as it was', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 3 });
    const rejected = await kit.requested(ravi.token, asset._id);
    expect((await kit.decide(rejected, { status: 'rejected' })).statusCode).toBe(200);
    const returned = await kit.lent(ravi.token, asset._id);
    expect((await kit.decide(returned, { status: 'completed', condition: 'good' })).statusCode).toBe(200);

    for (const [id, status] of [
      [rejected, 'rejected'],
      [returned, 'completed'],
    ] as const) {
      const res = await cancel(ravi.token, id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ message: r.notCancellable(), code: 'ASSET_REQUEST_NOT_CANCELLABLE' });
      expect(await statusOf(id)).toBe(status);
    }
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 3, inRepair: 0 });
  });
});

describe('a cancel racing the approval', () => {
  it('ends the same whichever comes first: cancelled, with the stock as it was before', async () => {
    const asset = await kit.addAsset({ stocks: 10 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => kit.person(`Racer ${String.fromCharCode(65 + i)}`)));
    const ids = await Promise.all(people.map((p) => kit.requested(p.token, asset._id)));

    const answers = await Promise.all(ids.map((id, i) => Promise.all([cancel(people[i]!.token, id), kit.decide(id, { status: 'approved' })])));
    for (const [cancelled, approved] of answers) {
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Approved first, then cancelled (200), or cancelled first and the approval refused.
      if (approved.statusCode !== 200) expect(approved.json().code).toBe('ONLY_PENDING_DECIDED');
    }
    const rows = await app.db.select({ status: assetRequests.status }).from(assetRequests).where(eq(assetRequests.assetId, asset._id));
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('cancelled'));
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 10, inRepair: 0 });
    // Each approval that went first was given back once, and said so.
    const approvedFirst = answers.filter(([, approved]) => approved.statusCode === 200).length;
    expect(await cancelledEvents(asset._id)).toBe(approvedFirst);
  });
});
