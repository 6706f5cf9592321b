/**
 * Lending as a medical loan closet does: each asset's longest loan, units booked ahead while they
 * are out (they leave the shelf at hand-over), renewals by the borrower, the checklist a return
 * ticks, and the regular service that holds units after so many loans. On PGlite by default, on
 * PostgreSQL when DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as categoryEndpoints from '@sahaya/contract/asset-categories/endpoints';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages as m, assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import { assetEvents, assetRequests, assets, assetWaitlist, loanRemindersSent } from '../../db/schema/assets.ts';
import { day, lendingKit } from '../../test/asset-loans.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { injectAs } from '../../test/inject.ts';
import { holdDueForService } from './assets.service-due.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const renew = (token: string, id: string, returnDate: string) => injectAs(app, token, endpoints.renewAssetRequest, { params: { id }, body: { returnDate } });
const eventsOf = async (assetId: string) => (await app.db.select({ kind: assetEvents.kind, details: assetEvents.details }).from(assetEvents).where(eq(assetEvents.assetId, assetId))).map((e) => e.kind);
const requestOf = async (id: string) => (await app.db.select().from(assetRequests).where(eq(assetRequests.id, id)))[0]!;

describe('the longest loan', () => {
  it('is the asset\'s own, from 1 to 180 days: a request longer than it is refused naming it, and the default return day fits in it', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 2, maxLoanDays: 90 });
    expect(bed).toMatchObject({ maxLoanDays: 90, maxRenewals: 2, checklist: [], depositRupees: null, reserved: 0 });

    const tooLong = await kit.request(ravi.token, bed._id, { requestedDate: day(1), returnDate: day(92), quantity: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'LOAN_TOO_LONG', message: r.loanTooLong(90), errors: { returnDate: 'The longest loan is 90 days' } });
    const ninety = await kit.request(ravi.token, bed._id, { requestedDate: day(1), returnDate: day(91), quantity: 1 });
    expect(ninety.statusCode, ninety.body).toBe(201);

    const stick = await kit.addAsset({ stocks: 1, maxLoanDays: 7 });
    const plain = await kit.request(ravi.token, stick._id, { requestedDate: day(1), quantity: 1 });
    expect(plain.json().assetRequest).toMatchObject({ returnDate: day(8), asset: { maxLoanDays: 7, maxRenewals: 2, checklist: [] } });
    // Past any asset's longest, the form's own rule answers.
    const never = await kit.request(ravi.token, bed._id, { requestedDate: day(1), returnDate: day(190), quantity: 1 });
    expect(never.json().errors).toEqual({ returnDate: r.loanTooLong(180) });
  });

  it("is the category's, with its checklist, when the form leaves them empty", async () => {
    const key = `bed${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const created = await injectAs(app, kit.admin, categoryEndpoints.createAssetCategory, {
      body: { key, names: { en: 'Hospital bed' }, codePrefix: 'HB', defaultMaxLoanDays: 90, checklist: ['Cleaned and disinfected', 'Rails lock'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bed = await kit.addAsset({ category: key, stocks: 1, maxLoanDays: '' as unknown as number, checklist: '' as unknown as string[] });
    expect(bed).toMatchObject({ shortCode: expect.stringMatching(/^HB-\d{4}$/), maxLoanDays: 90, checklist: ['Cleaned and disinfected', 'Rails lock'] });
    // What the form says wins over the category's.
    const short = await kit.addAsset({ category: key, stocks: 1, maxLoanDays: 14, checklist: '["Cleaned"]' as unknown as string[] });
    expect(short).toMatchObject({ maxLoanDays: 14, checklist: ['Cleaned'] });
  });

  it('is checked on the asset form with the other lending fields, and an edit records what changed', async () => {
    for (const [field, value, message] of [
      ['maxLoanDays', 0, m.maxLoanDaysInvalid()],
      ['maxLoanDays', 181, m.maxLoanDaysInvalid()],
      ['maxLoanDays', 'ninety', m.maxLoanDaysInvalid()],
      ['maxRenewals', 11, m.maxRenewalsInvalid()],
      ['checklist', '["Clean", 3]', m.checklistInvalid()],
      ['checklist', 'Clean it', m.checklistInvalid()],
      ['depositRupees', 0, m.depositInvalid()],
      ['serviceEveryLoans', -1, m.serviceEveryInvalid()],
    ] as const) {
      const res = await injectAs(app, kit.admin, endpoints.createAsset, { body: { name: 'Hospital Bed', category: 'airbed', description: 'A bed.', stocks: 1, image: 'x', [field]: value } });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().errors?.[field], `${field} ${value}`).toBe(message);
    }
    const bed = await kit.addAsset({ stocks: 1, maxLoanDays: 90, checklist: ['Cleaned and disinfected', ' Rails lock ', ''], depositRupees: 2000, serviceEveryLoans: 3 });
    expect(bed).toMatchObject({ maxLoanDays: 90, checklist: ['Cleaned and disinfected', 'Rails lock'], depositRupees: 2000, serviceEveryLoans: 3, serviceEveryDays: null });

    const asset = (await injectAs(app, kit.admin, endpoints.getAsset, { params: { id: bed._id } })).json().asset;
    const edited = await injectAs(app, kit.admin, endpoints.updateAsset, {
      params: { id: bed._id },
      body: { name: asset.english.name, category: asset.category, description: asset.english.description, stocks: 1, image: asset.image, maxLoanDays: 120, checklist: '["Cleaned and disinfected"]', depositRupees: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().asset).toMatchObject({ maxLoanDays: 120, checklist: ['Cleaned and disinfected'], depositRupees: null, serviceEveryLoans: 3 });
    const history = (await injectAs(app, kit.admin, endpoints.assetHistory, { params: { id: bed._id } })).json();
    expect(history.events[0].changes).toEqual([
      { field: 'maxLoanDays', from: '90', to: '120' },
      { field: 'checklist', from: 'Cleaned and disinfected; Rails lock', to: 'Cleaned and disinfected' },
      { field: 'depositRupees', from: '2000', to: null },
    ]);
  });
});

describe('booking ahead', () => {
  it('books a unit that is out for a period after it comes back, never into days already booked, and hands it over only once it is back', async () => {
    const [ravi, meena, gauri] = [await kit.person(), await kit.person('Meena Iyer'), await kit.person('Gauri Das')];
    const bed = await kit.addAsset({ stocks: 1, maxLoanDays: 90 });
    const ravis = await kit.out(ravi.token, bed._id, { from: 0, to: 4 });
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 0, inRepair: 0 });

    // Out now, free after day 4: Meena books days 7 to 20, and is approved.
    const meenas = await kit.lent(meena.token, bed._id, { from: 7, to: 20 });
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 0, inRepair: 0 });
    // Nobody is approved into her days, nor asks for them.
    // None is free for a loan from today: Gauri may wait in line, or book later days.
    expect((await injectAs(app, gauri.token, endpoints.getAsset, { params: { id: bed._id } })).json().asset).toMatchObject({ stocks: 0, freeNow: 0 });
    const gaurisAsk = await kit.request(gauri.token, bed._id, { requestedDate: day(15), returnDate: day(25), quantity: 1 });
    expect(gaurisAsk.json()).toMatchObject({ code: 'NOT_AVAILABLE_ON', message: r.notAvailableOn(0, day(15)) });
    const before = await kit.requested(gauri.token, bed._id, { from: 5, to: 6 });
    expect((await kit.decide(before, { status: 'approved' })).statusCode).toBe(200);
    const days = (await kit.availability(gauri.token, bed._id, 4, 8)).days;
    expect(days.map((d) => [d.available, d.lentOut, d.reserved])).toEqual([
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 1],
    ]);

    // Meena's bed is still with Ravi: it cannot be handed to her.
    const early = await kit.handOver(meenas);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ON_SHELF', message: r.notOnShelf(0, 1) });
    expect((await requestOf(meenas)).handedOverAt).toBeNull();

    expect((await kit.decide(ravis, { status: 'completed' })).statusCode).toBe(200);
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 1, inRepair: 0 });
    // Back on the shelf, it may still not go to Meena before her days: Gauri has days 5 and 6.
    const stillEarly = await kit.handOver(meenas);
    expect(stillEarly.json()).toMatchObject({ code: 'NOT_AVAILABLE_ON', message: r.notAvailableOn(0, day(5)) });
    expect((await kit.handOver(before)).statusCode).toBe(200);
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 0, inRepair: 0 });
  });

  it('shows beside the shelf the units reserved today for loans not yet collected, and what is free for a loan from today', async () => {
    const ravi = await kit.person();
    const chair = await kit.addAsset({ stocks: 3 });
    await kit.lent(ravi.token, chair._id, { quantity: 2, from: 0, to: 4 });
    await kit.lent(ravi.token, chair._id, { quantity: 1, from: 6, to: 9 });
    const seen = (await injectAs(app, ravi.token, endpoints.getAsset, { params: { id: chair._id } })).json().asset;
    // Two are booked from today to day 4: one is free for a loan of the usual two weeks from today.
    expect(seen).toMatchObject({ stocks: 3, reserved: 2, freeNow: 1 });
    const listed = (await injectAs(app, ravi.token, endpoints.listAssets, { query: { search: chair.name } })).json().assets;
    expect(listed).toEqual([expect.objectContaining({ _id: chair._id, stocks: 3, reserved: 2 })]);
  });
});

describe('renewing a loan', () => {
  it('moves the return day later within the longest loan, at most the asset\'s renewals, and starts the reminders again', async () => {
    const [ravi, meena] = [await kit.person(), await kit.person('Meena Iyer')];
    const bed = await kit.addAsset({ stocks: 1, maxLoanDays: 90 });
    const loan = await kit.out(ravi.token, bed._id, { from: 0, to: 30 });
    await app.db.insert(loanRemindersSent).values({ requestId: loan, kind: 'due-soon' });

    const renewed = await renew(ravi.token, loan, day(60));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ code: 'ASSET_LOAN_RENEWED', message: r.renewed(), assetRequest: { _id: loan, returnDate: day(60), renewals: 1 } });
    expect(renewed.json().assetRequest.user).toBeUndefined();
    expect(await app.db.$count(loanRemindersSent, eq(loanRemindersSent.requestId, loan))).toBe(0);
    const history = (await injectAs(app, kit.admin, endpoints.assetHistory, { params: { id: bed._id } })).json();
    expect(history.events[0]).toMatchObject({ kind: 'renewed', requestId: loan, from: day(30), to: day(60), person: { _id: ravi.id } });

    for (const [returnDate, status, code] of [
      [day(91), 400, 'LOAN_TOO_LONG'],
      [day(60), 400, 'RENEW_NOT_LATER'],
      [day(45), 400, 'RENEW_NOT_LATER'],
      ['2026-02-30', 400, 'VALIDATION'],
    ] as const) {
      const res = await renew(ravi.token, loan, returnDate);
      expect(res.statusCode, returnDate).toBe(status);
      expect(res.json().code, returnDate).toBe(code);
      expect(res.json().errors?.returnDate, returnDate).toEqual(expect.any(String));
    }
    expect((await renew(meena.token, loan, day(70))).statusCode).toBe(404);
    expect((await renew(kit.admin, loan, day(70))).statusCode).toBe(403);
    expect((await injectAs(app, null, endpoints.renewAssetRequest, { params: { id: loan }, body: { returnDate: day(70) } })).statusCode).toBe(401);

    expect((await renew(ravi.token, loan, day(70))).json().assetRequest).toMatchObject({ returnDate: day(70), renewals: 2 });
    const third = await renew(ravi.token, loan, day(80));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'RENEWALS_USED_UP', message: r.renewalsUsedUp(2) });
    expect(await requestOf(loan)).toMatchObject({ returnDate: day(70), renewals: 2 });
    expect(await eventsOf(bed._id)).toEqual(expect.arrayContaining(['renewed', 'renewed']));
  });

  it('is refused when a booked loan or a waiting person needs the units in the added days, and for a loan not out', async () => {
    const [ravi, meena, gauri] = [await kit.person(), await kit.person('Meena Iyer'), await kit.person('Gauri Das')];
    const bed = await kit.addAsset({ stocks: 1, maxLoanDays: 90 });
    const loan = await kit.out(ravi.token, bed._id, { from: 0, to: 30 });
    await kit.lent(meena.token, bed._id, { from: 40, to: 50 });

    const booked = await renew(ravi.token, loan, day(45));
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ code: 'RENEW_RESERVED', message: r.renewReserved(day(40)) });
    expect((await renew(ravi.token, loan, day(39))).statusCode).toBe(200);

    const chair = await kit.addAsset({ stocks: 1 });
    const chairLoan = await kit.out(ravi.token, chair._id, { from: 0, to: 10 });
    expect((await injectAs(app, gauri.token, endpoints.joinWaitlist, { params: { id: chair._id } })).statusCode).toBe(201);
    const waited = await renew(ravi.token, chairLoan, day(20));
    expect(waited.statusCode).toBe(409);
    expect(waited.json()).toMatchObject({ code: 'RENEW_WAITLIST', message: r.renewWaitlist() });
    await app.db.delete(assetWaitlist).where(and(eq(assetWaitlist.assetId, chair._id), eq(assetWaitlist.userId, gauri.id)));
    expect((await renew(ravi.token, chairLoan, day(20))).statusCode).toBe(200);

    // Approved but not collected, or asked for: nothing is out to renew.
    const notOut = await kit.lent(meena.token, chair._id, { from: 25, to: 28 });
    expect((await renew(meena.token, notOut, day(29))).json()).toMatchObject({ code: 'RENEW_ONLY_OUT', message: r.renewOnlyOut() });
  });

  it('lets one of two renewals racing into the same free days through, never both past the asset\'s renewals', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 1, maxLoanDays: 90, maxRenewals: 1 });
    const loan = await kit.out(ravi.token, bed._id, { from: 0, to: 10 });
    const answers = await Promise.all([renew(ravi.token, loan, day(20)), renew(ravi.token, loan, day(30))]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The other finds the renewal used up, or (coming second with the earlier day) its day no longer later.
    expect(['RENEWALS_USED_UP', 'RENEW_NOT_LATER']).toContain(answers.find((a) => a.statusCode !== 200)!.json().code);
    expect((await requestOf(loan)).renewals).toBe(1);
  });
});

describe('a return', () => {
  it("ticks every item of the asset's checklist, or changes nothing", async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 1, checklist: ['Cleaned and disinfected', 'Rails lock'] });
    const loan = await kit.out(ravi.token, bed._id, { from: 0, to: 5 });

    const none = await kit.decide(loan, { status: 'completed' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CHECKLIST_INCOMPLETE', errors: { checklist: r.checklistIncomplete('Cleaned and disinfected, Rails lock') } });
    const half = await kit.decide(loan, { status: 'completed', checklist: ['Cleaned and disinfected'] });
    expect(half.json()).toMatchObject({ code: 'CHECKLIST_INCOMPLETE', message: r.checklistIncomplete('Rails lock') });
    expect(await requestOf(loan)).toMatchObject({ status: 'approved', returnChecklist: null });
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 0, inRepair: 0 });

    const done = await kit.decide(loan, { status: 'completed', checklist: ['Rails lock', 'Cleaned and disinfected'] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().assetRequest).toMatchObject({ status: 'completed', returnChecklist: ['Rails lock', 'Cleaned and disinfected'] });
    expect(await kit.stockOf(bed._id)).toEqual({ stocks: 1, inRepair: 0 });
  });

  it('that brings the regular service due holds the units for service until they are marked serviced', async () => {
    const ravi = await kit.person();
    const concentrator = await kit.addAsset({ stocks: 1, serviceEveryLoans: 2 });
    const first = await kit.out(ravi.token, concentrator._id, { from: 0, to: 2 });
    expect((await kit.decide(first, { status: 'completed' })).json().code).toBe('ASSET_RETURNED');
    const second = await kit.out(ravi.token, concentrator._id, { from: 0, to: 2 });
    const due = await kit.decide(second, { status: 'completed' });
    expect(due.json()).toMatchObject({ code: 'ASSET_RETURNED_FOR_SERVICE', message: r.returnedForService() });
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 0, inRepair: 1 });

    const repairs = (await injectAs(app, kit.admin, endpoints.assetRepairs, { params: { id: concentrator._id } })).json().repairs;
    expect(repairs).toEqual([expect.objectContaining({ kind: 'service', quantity: 1, requestId: second })]);
    const serviced = await injectAs(app, kit.admin, endpoints.repairReady, { params: { id: concentrator._id, repairId: repairs[0]._id } });
    expect(serviced.statusCode).toBe(200);
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 1, inRepair: 0 });
    expect(await eventsOf(concentrator._id)).toEqual(expect.arrayContaining(['service-due', 'serviced']));

    // The count starts again: the next return goes back on the shelf.
    const third = await kit.out(ravi.token, concentrator._id, { from: 0, to: 2 });
    expect((await kit.decide(third, { status: 'completed' })).json().code).toBe('ASSET_RETURNED');
  });

  it('by the calendar holds the units on the shelf for service once its days have passed, until they are marked serviced', async () => {
    const ravi = await kit.person();
    const concentrator = await kit.addAsset({ stocks: 3, serviceEveryDays: 90 });
    const fresh = await kit.addAsset({ stocks: 2, serviceEveryDays: 90 });
    const lent = await kit.out(ravi.token, concentrator._id, { from: 0, to: 5 });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await app.db.update(assets).set({ servicedAt: daysAgo(91) }).where(eq(assets.id, concentrator._id));
    await app.db.update(assets).set({ servicedAt: daysAgo(89) }).where(eq(assets.id, fresh._id));

    // Two on the shelf go to service; the one out goes when it comes back; the asset not yet due is left.
    expect(await holdDueForService(app)).toBeGreaterThanOrEqual(2);
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 0, inRepair: 2 });
    expect(await kit.stockOf(fresh._id)).toEqual({ stocks: 2, inRepair: 0 });
    // A second run, or one on another node, holds nothing twice.
    await holdDueForService(app);
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 0, inRepair: 2 });
    expect((await kit.decide(lent, { status: 'completed' })).json().code).toBe('ASSET_RETURNED_FOR_SERVICE');
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 0, inRepair: 3 });

    const repairs = (await injectAs(app, kit.admin, endpoints.assetRepairs, { params: { id: concentrator._id } })).json().repairs;
    expect(repairs.map((repair: { kind: string; quantity: number }) => [repair.kind, repair.quantity])).toEqual([
      ['service', 2],
      ['service', 1],
    ]);
    for (const repair of repairs) {
      expect((await injectAs(app, kit.admin, endpoints.repairReady, { params: { id: concentrator._id, repairId: repair._id } })).statusCode).toBe(200);
    }
    // Serviced today: the next is 90 days away.
    await holdDueForService(app);
    expect(await kit.stockOf(concentrator._id)).toEqual({ stocks: 3, inRepair: 0 });
  });
});
