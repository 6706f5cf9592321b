/**
 * Units returned needing repair are held out of stock (and out of the days free) until an admin
 * marks them ready; each step is recorded in the asset's history. On PGlite by default, on
 * PostgreSQL when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages as r, repairMessages } from '@sahaya/contract/assets/messages';
import { assetEvents, assetRepairs } from '../../db/schema/assets.ts';
import { users } from '../../db/schema/people.ts';
import { lendingKit } from '../../test/asset-loans.ts';
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

const repairsOf = async (assetId: string) => {
  const res = await injectAs(app, kit.admin, endpoints.assetRepairs, { params: { id: assetId } });
  expect(res.statusCode).toBe(200);
  return res.json().repairs as { _id: string; quantity: number; note: string; requestId: string | null; person: { _id: string; name: string } | null }[];
};
const ready = (assetId: string, repairId: string, token = kit.admin) => injectAs(app, token, endpoints.repairReady, { params: { id: assetId, repairId } });

describe('a return needing repair', () => {
  it('holds the units out of stock and out of the free days until they are marked ready', async () => {
    const [ravi, meena] = [await kit.person(), await kit.person('Meena Iyer')];
    const asset = await kit.addAsset({ stocks: 3 });
    const loan = await kit.out(ravi.token, asset._id, { quantity: 2, from: 1, to: 4 });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });

    const noNote = await kit.decide(loan, { status: 'completed', condition: 'needs-repair' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: r.repairNoteRequired() });
    expect((await kit.decide(loan, { status: 'completed', condition: 'broken' as 'good' })).json().errors).toEqual({ condition: r.conditionInvalid() });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 0 });

    const returned = await kit.decide(loan, { status: 'completed', condition: 'needs-repair', note: 'Left brake loose' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      message: r.returnedForRepair(),
      assetRequest: { status: 'completed', returnCondition: 'needs-repair', returnNote: 'Left brake loose', isOverdue: false },
    });
    // Back from the loan, but not on the shelf: the free days stay as low as while it was out.
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 1, inRepair: 2 });
    expect((await kit.availability(meena.token, asset._id, 0, 6)).days.map((d) => d.available)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect((await injectAs(app, meena.token, endpoints.getAsset, { params: { id: asset._id } })).json().asset).toMatchObject({ stocks: 1, inRepair: 2 });
    expect((await kit.request(meena.token, asset._id, { requestedDate: kit.day(5), quantity: 2 })).json().code).toBe('NOT_ENOUGH_STOCK');

    const [repair] = await repairsOf(asset._id);
    expect(repair).toMatchObject({ quantity: 2, note: 'Left brake loose', requestId: loan, person: { _id: ravi.id, name: 'Ravi Kumar' } });

    const done = await ready(asset._id, repair!._id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: repairMessages.ready(), asset: { _id: asset._id, stocks: 3, inRepair: 0 } });
    expect(await repairsOf(asset._id)).toEqual([]);
    expect((await kit.availability(meena.token, asset._id, 0, 2)).days.map((d) => d.available)).toEqual([3, 3, 3]);
    const [row] = await app.db.select().from(assetRepairs).where(eq(assetRepairs.id, repair!._id));
    expect(row).toMatchObject({ readyBy: kit.adminUser.id, readyAt: expect.any(Date) });

    const again = await ready(asset._id, repair!._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: repairMessages.alreadyReady(), code: 'REPAIR_ALREADY_READY' });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 3, inRepair: 0 });

    const events = await app.db.select().from(assetEvents).where(eq(assetEvents.assetId, asset._id));
    expect(events.map((e) => e.kind).filter((kind) => kind !== 'added').sort()).toEqual(['approved', 'handed-over', 'repaired', 'returned']);
    expect(events.find((e) => e.kind === 'returned')).toMatchObject({ personId: ravi.id, requestId: loan, actorId: kit.adminUser.id, details: { quantity: 2, condition: 'needs-repair', note: 'Left brake loose' } });
    expect(events.find((e) => e.kind === 'approved')?.details).toEqual({ quantity: 2, from: kit.day(1), to: kit.day(4) });
    expect(events.find((e) => e.kind === 'repaired')).toMatchObject({ actorId: kit.adminUser.id, details: { quantity: 2, note: 'Left brake loose' } });
  });

  it('in good condition puts the units straight back, saying so', async () => {
    const ravi = await kit.person();
    const asset = await kit.addAsset({ stocks: 2 });
    const loan = await kit.lent(ravi.token, asset._id, { quantity: 2 });
    const returned = await kit.decide(loan, { status: 'completed', condition: 'good' });
    expect(returned.json()).toMatchObject({ message: r.returned(), assetRequest: { returnCondition: 'good', returnNote: null } });
    expect(await kit.stockOf(asset._id)).toEqual({ stocks: 2, inRepair: 0 });
    expect(await repairsOf(asset._id)).toEqual([]);
  });

  it('is found only under its own asset, shows no name once the borrower is gone, and is for admins only', async () => {
    const ravi = await kit.person();
    const [chair, bed] = [await kit.addAsset({ stocks: 1 }), await kit.addAsset({ stocks: 1, category: 'airbed' })];
    const loan = await kit.lent(ravi.token, chair._id);
    await kit.decide(loan, { status: 'completed', condition: 'needs-repair', note: 'Torn seat' });
    const [repair] = await repairsOf(chair._id);

    const elsewhere = await ready(bed._id, repair!._id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('REPAIR_NOT_FOUND');
    expect((await ready(chair._id, crypto.randomUUID())).json().code).toBe('REPAIR_NOT_FOUND');
    expect((await ready(crypto.randomUUID(), repair!._id)).statusCode).toBe(404);
    expect((await injectAs(app, kit.admin, endpoints.assetRepairs, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
    expect((await ready(chair._id, repair!._id, ravi.token)).statusCode).toBe(403);
    expect((await injectAs(app, ravi.token, endpoints.assetRepairs, { params: { id: chair._id } })).statusCode).toBe(403);
    expect(await kit.stockOf(chair._id)).toEqual({ stocks: 0, inRepair: 1 });

    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ravi.id));
    expect((await repairsOf(chair._id))[0]).toMatchObject({ _id: repair!._id, person: null, requestId: loan });
  });
});
