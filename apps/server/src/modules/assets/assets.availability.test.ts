/**
 * What is free when: per day over several overlapping loans and an overdue one, the asks checked
 * against each day of their periods, and the period's limits. On PGlite by default, on PostgreSQL
 * when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages as m, assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import { MAX_AVAILABILITY_DAYS } from '@sahaya/contract/constants';
import { assetRequests, assetWaitlist } from '../../db/schema/assets.ts';
import { day, lendingKit } from '../../test/asset-loans.ts';
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

/** The free units of days `from` to `to` (offsets from today), as the caller sees them. */
const freeUnits = async (token: string, assetId: string, from: number, to: number) => (await kit.availability(token, assetId, from, to)).days.map((d) => d.available);

describe('availability per day', () => {
  it('counts the shelf and the loans coming back before each day; an overdue loan holds its units until it comes back', async () => {
    const [ravi, meena] = [await kit.person(), await kit.person('Meena Iyer')];
    const asset = await kit.addAsset({ stocks: 6 });
    await kit.out(ravi.token, asset._id, { quantity: 1, from: 1, to: 3 });
    await kit.out(meena.token, asset._id, { quantity: 2, from: 2, to: 6 });
    await kit.out(ravi.token, asset._id, { quantity: 1, from: 5, to: 8 });
    const late = await kit.out(meena.token, asset._id, { quantity: 1 });
    // A pending request and a rejected one hold nothing. (Asked for before Meena's loan was overdue.)
    await kit.requested(ravi.token, asset._id, { quantity: 1 });
    await kit.decide(await kit.requested(meena.token, asset._id), { status: 'rejected' });
    await app.db.update(assetRequests).set({ requestedDate: day(-9), returnDate: day(-2) }).where(eq(assetRequests.id, late));
    expect((await kit.stockOf(asset._id)).stocks).toBe(1);

    const seen = await kit.availability(ravi.token, asset._id, 0, 10);
    expect(seen.days.map((d) => d.date)).toEqual(Array.from({ length: 11 }, (_, i) => day(i)));
    // Today to day 3 only the shelf; each loan's units are free from the day after its return day.
    expect(seen.days.map((d) => d.available)).toEqual([1, 1, 1, 1, 2, 2, 2, 4, 4, 5, 5]);
    expect(seen.loans).toEqual([
      { from: day(-9), to: day(-2), quantity: 1, isOverdue: true },
      { from: day(1), to: day(3), quantity: 1, isOverdue: false },
      { from: day(2), to: day(6), quantity: 2, isOverdue: false },
      { from: day(5), to: day(8), quantity: 1, isOverdue: false },
    ]);
    // A later period: only the loans over it, and the overdue one, which is over every day until it is back.
    const later = await kit.availability(ravi.token, asset._id, 7, 12);
    expect(later.days.map((d) => d.available)).toEqual([4, 4, 5, 5, 5, 5]);
    expect(later.loans.map((loan) => loan.to)).toEqual([day(-2), day(8)]);

    // Once it is back in good condition, the overdue loan's unit is free on every day.
    await kit.decide(late, { status: 'completed' });
    expect(await freeUnits(ravi.token, asset._id, 0, 10)).toEqual([2, 2, 2, 2, 3, 3, 3, 5, 5, 6, 6]);
  });

  it('refuses an ask for more units than a day of its period has free, naming the first such day', async () => {
    const [ravi, meena] = [await kit.person(), await kit.person('Meena Iyer')];
    const asset = await kit.addAsset({ stocks: 4 });
    await kit.out(meena.token, asset._id, { quantity: 2, from: 1, to: 4 });
    await kit.out(meena.token, asset._id, { quantity: 1, from: 1, to: 7 });
    expect(await freeUnits(ravi.token, asset._id, 0, 9)).toEqual([1, 1, 1, 1, 1, 3, 3, 3, 4, 4]);

    const ask = (quantity: number, from: number, to: number, who = ravi) => kit.request(who.token, asset._id, { requestedDate: day(from), returnDate: day(to), quantity });
    const overlapping = await ask(2, 3, 6);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({ message: r.notAvailableOn(1, day(3)), code: 'NOT_AVAILABLE_ON', errors: { quantity: `Only 1 available on ${day(3)}` } });
    // A short shelf over the whole period has that many left; none on any day is out of stock.
    expect((await ask(2, 1, 3)).json()).toMatchObject({ message: r.notEnoughStock(1), code: 'NOT_ENOUGH_STOCK' });
    // Each asked by someone else: one request of an asset waits at a time.
    expect((await ask(2, 5, 9)).statusCode).toBe(201);
    expect((await ask(3, 8, 9, await kit.person('Arjun Rao'))).statusCode).toBe(201);
    expect((await ask(1, 1, 20, await kit.person('Priya Sen'))).statusCode).toBe(201);

    const empty = await kit.addAsset({ stocks: 1 });
    await kit.out(meena.token, empty._id, { from: 1, to: 10 });
    expect((await kit.request(ravi.token, empty._id, { requestedDate: day(2), returnDate: day(9), quantity: 1 })).json()).toMatchObject({ message: r.outOfStock(), code: 'OUT_OF_STOCK' });
    expect((await kit.request(ravi.token, empty._id, { requestedDate: day(2), returnDate: day(11), quantity: 1 })).json()).toMatchObject({ message: r.notAvailableOn(0, day(2)) });
    // Asking changed no stock.
    expect((await kit.stockOf(empty._id)).stocks).toBe(0);
  });
});

describe('why units are not free', () => {
  it('says for each day how many are out with borrowers, reserved for loans not handed over, in repair and held for the waiting list', async () => {
    const [ravi, meena, gauri] = [await kit.person(), await kit.person('Meena Iyer'), await kit.person('Gauri Das')];
    const asset = await kit.addAsset({ stocks: 5 });
    // One unit came back needing repair; one is out with Ravi until day 3; two wait to be handed to Meena, due back on day 5.
    const broken = await kit.out(ravi.token, asset._id, { quantity: 1, from: 1, to: 3 });
    await kit.decide(broken, { status: 'completed', condition: 'needs-repair', note: 'Loose brake' });
    await kit.out(ravi.token, asset._id, { quantity: 1, from: 1, to: 3 });
    // Reserved only on their own days: on the shelf before them.
    await kit.lent(meena.token, asset._id, { quantity: 2, from: 2, to: 5 });
    // The last unit on the shelf is held for Gauri, first in the waiting list.
    await app.db.insert(assetWaitlist).values({ assetId: asset._id, userId: gauri.id, offeredAt: new Date(), offerExpiresAt: new Date(Date.now() + 3_600_000) });

    const days = (await kit.availability(kit.admin, asset._id, 0, 6)).days;
    const where = days.map(({ available, lentOut, reserved, inRepair, held }) => [available, lentOut, reserved, inRepair, held]);
    expect(where).toEqual([
      [2, 1, 0, 1, 1],
      [2, 1, 0, 1, 1],
      [0, 1, 2, 1, 1],
      [0, 1, 2, 1, 1],
      // Ravi's unit is back after day 3, Meena's two after day 5.
      [1, 0, 2, 1, 1],
      [1, 0, 2, 1, 1],
      [3, 0, 0, 1, 1],
    ]);
    // The unit held for Gauri is free for her, and no unit is held from her.
    const hers = (await kit.availability(gauri.token, asset._id, 2, 2)).days[0];
    expect(hers).toEqual({ date: day(2), available: 1, lentOut: 1, reserved: 2, inRepair: 1, held: 0 });
  });

  it('counts nothing anywhere for an asset with no unit at all', async () => {
    const asset = await kit.addAsset({ stocks: 0 });
    const [today] = (await kit.availability(kit.admin, asset._id, 0, 0)).days;
    expect(today).toEqual({ date: day(0), available: 0, lentOut: 0, reserved: 0, inRepair: 0, held: 0 });
  });
});

describe('the period asked about', () => {
  it('is 30 days from today when left out, at most 92 days, the last not before the first', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 2 });
    const availability = (query: object) => injectAs(app, ravi.token, endpoints.assetAvailability, { params: { id: asset._id }, query });

    const plain = (await availability({})).json();
    expect(plain.days).toHaveLength(30);
    expect(plain.days[0]).toEqual({ date: day(0), available: 2, lentOut: 0, reserved: 0, inRepair: 0, held: 0 });
    expect((await availability({ from: day(5) })).json().days.at(-1).date).toBe(day(34));
    expect((await availability({ from: day(0), to: day(MAX_AVAILABILITY_DAYS - 1) })).json().days).toHaveLength(MAX_AVAILABILITY_DAYS);

    for (const [query, message] of [
      [{ from: day(3), to: day(2) }, m.periodInvalid()],
      [{ from: day(0), to: day(MAX_AVAILABILITY_DAYS) }, m.periodTooLong()],
      [{ from: 'soon' }, m.periodInvalid()],
    ] as const) {
      const res = await availability(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.values(res.json().errors ?? {}), JSON.stringify(query)).toContain(message);
    }
    expect((await injectAs(app, ravi.token, endpoints.assetAvailability, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
    expect((await injectAs(app, null, endpoints.assetAvailability, { params: { id: asset._id } })).statusCode).toBe(401);
  });
});
