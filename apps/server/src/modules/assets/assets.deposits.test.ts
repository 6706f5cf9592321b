/**
 * Deposits (issue #41): an asset that asks one is handed over only once the admin says how it was
 * paid (cash, or UPI with its transaction id), the loan keeps the amount and is refunded at its
 * return, and GET /api/assetRequests/deposits.csv lists every deposit taken or refunded in a period
 * for the accounts. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { depositMessages as dm } from '@sahaya/contract/assets/messages';
import { depositsPeriod } from '@sahaya/contract/assets/schemas';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { assetEvents, assetRequests } from '../../db/schema/assets.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { csvDepsOf } from '../../plugins/http/csv-download.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, insertAsset, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { depositsCsv } from './assets.deposits.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const requestOf = async (id: string) => (await app.db.select().from(assetRequests).where(eq(assetRequests.id, id)))[0]!;
const HEADER = ['Date taken', 'Borrower', 'Phone', 'Asset', 'Code', 'Amount (₹)', 'Method', 'Reference', 'Date refunded', 'Refund reference'];

/** The rows of a CSV whose cells are all quoted, none holding a quote, comma or line break; its byte order mark checked and dropped. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.slice(1, -1).split('","'));
}

describe('the hand-over of an asset that asks a deposit', () => {
  it('is refused until the admin says how it was paid, and a UPI payment without its transaction id; nothing changes', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 2, depositRupees: 2000 });
    const id = await kit.lent(ravi.token, bed._id);

    const unpaid = await kit.handOver(id);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toMatchObject({ code: 'DEPOSIT_REQUIRED', message: dm.required('2,000'), errors: { 'deposit.method': dm.required('2,000') } });

    const noReference = await kit.handOver(id, { deposit: { method: 'upi' } });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json()).toMatchObject({ code: 'VALIDATION', errors: { 'deposit.reference': dm.upiReferenceRequired() } });
    const badReference = await kit.handOver(id, { deposit: { method: 'upi', reference: '12-34' } });
    expect(badReference.json()).toMatchObject({ code: 'VALIDATION', errors: { 'deposit.reference': dm.upiReferenceInvalid() } });
    const badMethod = await injectAs(app, kit.admin, endpoints.handOver, { params: { id }, body: { deposit: { method: 'cheque' } } });
    expect(badMethod.json()).toMatchObject({ code: 'VALIDATION', errors: { 'deposit.method': dm.methodInvalid() } });

    expect(await kit.stockOf(bed._id)).toMatchObject({ stocks: 2 });
    expect(await requestOf(id)).toMatchObject({ handedOverAt: null, depositRupees: null, depositMethod: null });
  });

  it('takes cash, keeping the amount the asset asked then, shown on the loan and in the history', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 2, depositRupees: 2000 });
    const id = await kit.lent(ravi.token, bed._id);

    // A reference sent with cash is no payment's: it is not kept.
    const res = await kit.handOver(id, { deposit: { method: 'cash', reference: 'ABC123' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assetRequest).toMatchObject({
      asset: { depositRupees: 2000 },
      handedOverAt: expect.any(String),
      deposit: { rupees: 2000, method: 'cash', reference: null, refundedAt: null, refundReference: null },
    });
    expect(await kit.stockOf(bed._id)).toMatchObject({ stocks: 1 });
    const [event] = await app.db
      .select({ details: assetEvents.details })
      .from(assetEvents)
      .where(and(eq(assetEvents.requestId, id), eq(assetEvents.kind, 'handed-over')));
    expect(event?.details).toEqual({ quantity: 1, deposit: 2000 });

    const mine = await injectAs(app, ravi.token, endpoints.myRequestsForAsset, { params: { id: bed._id } });
    expect(mine.json().assetRequestDetails[0]).toMatchObject({ deposit: { rupees: 2000, method: 'cash' } });
  });

  it('takes UPI with its transaction id, and refunds it at the return with the refund reference', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 1, depositRupees: 1500 });
    const id = await kit.lent(ravi.token, bed._id);
    const res = await kit.handOver(id, { deposit: { method: 'upi', reference: ' 412345678901 ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assetRequest.deposit).toMatchObject({ rupees: 1500, method: 'upi', reference: '412345678901' });

    const badRefund = await kit.decide(id, { status: 'completed', refundReference: 'x' });
    expect(badRefund.json()).toMatchObject({ code: 'VALIDATION', errors: { refundReference: dm.refundReferenceInvalid() } });
    const returned = await kit.decide(id, { status: 'completed', refundReference: 'RF9876543' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().assetRequest.deposit).toMatchObject({ rupees: 1500, method: 'upi', refundedAt: expect.any(String), refundReference: 'RF9876543' });
    const row = await requestOf(id);
    expect(row.depositRefundedAt?.toISOString()).toBe(row.returnedAt?.toISOString());
    // A return happens once: the refund cannot be made again.
    const again = await kit.decide(id, { status: 'completed', refundReference: 'RF0000000' });
    expect(again.json().code).toBe('ONLY_APPROVED_RETURNED');
    expect((await requestOf(id)).depositRefundReference).toBe('RF9876543');
  });

  it('refunds cash at the return with no reference', async () => {
    const ravi = await kit.person();
    const bed = await kit.addAsset({ stocks: 1, depositRupees: 500 });
    const id = await kit.lent(ravi.token, bed._id);
    await kit.handOver(id, { deposit: { method: 'cash' } });
    const returned = await kit.decide(id, { status: 'completed' });
    expect(returned.json().assetRequest.deposit).toMatchObject({ rupees: 500, refundedAt: expect.any(String), refundReference: null });
  });

  it('of an asset that asks none ignores a deposit sent with it, and its loan has none', async () => {
    const ravi = await kit.person();
    const chair = await kit.addAsset({ stocks: 1 });
    const id = await kit.lent(ravi.token, chair._id);
    const res = await kit.handOver(id, { deposit: { method: 'cash' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assetRequest).toMatchObject({ asset: { depositRupees: null }, deposit: null });
    const returned = await kit.decide(id, { status: 'completed', refundReference: 'RF1234567' });
    expect(returned.json().assetRequest.deposit).toBeNull();
  });

  it('keeps its rules for who may call it: a stranger gets 401 and a user 403, whatever the body', async () => {
    const stranger = await injectAs(app, null, endpoints.handOver, { params: { id: crypto.randomUUID() }, body: { deposit: { method: 'upi' } } });
    expect(stranger.statusCode).toBe(401);
    const { token } = await signedIn(app, 'user');
    const user = await injectAs(app, token, endpoints.handOver, { params: { id: crypto.randomUUID() }, body: { deposit: 'nonsense' } });
    expect(user.statusCode).toBe(403);
  });
});

describe('GET /api/assetRequests/deposits.csv', () => {
  /** A loan with a deposit taken at `taken` and refunded at `refunded` (instants), in March 2031 and around it. */
  async function depositLoan(
    userId: string,
    assetId: string,
    taken: string,
    deposit: { rupees: number; method: 'cash' | 'upi'; reference?: string; refunded?: string; refundReference?: string },
  ) {
    await app.db.insert(assetRequests).values({
      assetId,
      userId,
      quantity: 1,
      requestedDate: taken.slice(0, 10),
      returnDate: '2031-06-30',
      status: deposit.refunded ? 'completed' : 'approved',
      handedOverAt: new Date(taken),
      depositRupees: deposit.rupees,
      depositMethod: deposit.method,
      depositReference: deposit.reference ?? null,
      depositRefundedAt: deposit.refunded ? new Date(deposit.refunded) : null,
      depositRefundReference: deposit.refundReference ?? null,
      returnedAt: deposit.refunded ? new Date(deposit.refunded) : null,
    });
  }

  it('lists every deposit taken or refunded in the period, in India’s days, oldest taken first, named for the period', async () => {
    const bed = await insertAsset(app, { name: 'Hospital Bed', description: 'A bed.', category: 'wheelchair', stocks: 5 });
    const { user: meera } = await createUser(app, { name: 'Meera Nair', phone: '9876543210' });
    const { user: ravi } = await createUser(app, { name: '=Ravi', phone: null });
    // Taken in February, refunded on 1 March in India (still 28 February in UTC): in the period.
    await depositLoan(meera.id, bed.id, '2031-02-10T05:00:00Z', { rupees: 2000, method: 'upi', reference: 'UPI111111', refunded: '2031-02-28T19:00:00Z', refundReference: 'RF222222' });
    // Taken at 23:30 on 31 March in India: in the period, not refunded.
    await depositLoan(ravi.id, bed.id, '2031-03-31T18:00:00Z', { rupees: 500, method: 'cash' });
    // Taken at midnight beginning 1 April in India: not in it; taken and refunded in February: not in it.
    await depositLoan(ravi.id, bed.id, '2031-03-31T18:30:00Z', { rupees: 700, method: 'cash' });
    await depositLoan(meera.id, bed.id, '2031-02-01T05:00:00Z', { rupees: 900, method: 'cash', refunded: '2031-02-20T05:00:00Z' });
    // A loan with no deposit is never listed.
    await app.db.insert(assetRequests).values({ assetId: bed.id, userId: meera.id, quantity: 1, requestedDate: '2031-03-05', returnDate: '2031-03-20', handedOverAt: new Date('2031-03-05T05:00:00Z') });

    const res = await injectAs(app, kit.admin, endpoints.depositsCsv, { query: { from: '2031-03-01', to: '2031-03-31' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="deposits_2031-03-01_2031-03-31.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cellsOf(res.body)).toEqual([
      HEADER,
      ['2031-02-10', 'Meera Nair', '9876543210', 'Hospital Bed', bed.shortCode, '2000', 'UPI', 'UPI111111', '2031-03-01', 'RF222222'],
      ['2031-03-31', "'=Ravi", '', 'Hospital Bed', bed.shortCode, '500', 'Cash', '', '', ''],
    ]);
    const april = cellsOf(String(await buffer(depositsCsv(csvDepsOf(app), { from: '2031-04-01', to: '2031-04-01' }).csv)));
    expect(april.slice(1).map((row) => [row[0], row[5]])).toEqual([['2031-04-01', '700']]);

    // Each borrower's phone was in the file: their access log says so.
    const logged = await app.db.select({ subject: accessLog.subjectId }).from(accessLog).where(eq(accessLog.action, 'downloadedList'));
    expect(logged.map((row) => row.subject)).toEqual(expect.arrayContaining([meera.id, ravi.id]));
  });

  it("heads its columns and names the method in the reader's language", async () => {
    const { csv } = depositsCsv(csvDepsOf(app), { from: '2031-03-01', to: '2031-03-31', language: 'hi' });
    const [header, first] = cellsOf(String(await buffer(csv)));
    expect(header).toEqual(['जमा लेने की तारीख़', 'उधार लेने वाले', 'फ़ोन', 'उपकरण', 'कोड', 'राशि (₹)', 'भुगतान का तरीका', 'रेफ़रेंस', 'वापस करने की तारीख़', 'वापसी का रेफ़रेंस']);
    expect(first?.[6]).toBe('यूपीआई');
  });

  it('covers the current month in India when no period is given, and at most 366 days', async () => {
    expect(depositsPeriod({}, '2031-02-14')).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(depositsPeriod({}, '2032-12-31')).toEqual({ from: '2032-12-01', to: '2032-12-31' });
    const today = indiaDayOf();
    const { from, to } = depositsPeriod({}, today);
    const res = await injectAs(app, kit.admin, endpoints.depositsCsv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="deposits_${from}_${to}.csv"`);

    const year = await injectAs(app, kit.admin, endpoints.depositsCsv, { query: { from: '2032-01-01', to: '2032-12-31' } });
    expect(year.statusCode, year.body).toBe(200);
    const tooLong = await injectAs(app, kit.admin, endpoints.depositsCsv, { query: { from: '2031-01-01', to: '2032-01-02' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', errors: { to: dm.periodTooLong() } });
    const backwards = await injectAs(app, kit.admin, endpoints.depositsCsv, { query: { from: '2031-03-02', to: '2031-03-01' } });
    expect(backwards.statusCode).toBe(400);
    const notADay = await injectAs(app, kit.admin, endpoints.depositsCsv, { query: { from: '2031-02-30' } });
    expect(notADay.statusCode).toBe(400);
  });

  it('is the admin’s only: a stranger gets 401, a user or volunteer 403', async () => {
    const stranger = await injectAs(app, null, endpoints.depositsCsv);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('UNAUTHENTICATED');
    for (const role of ['user', 'volunteer'] as const) {
      const { token } = await signedIn(app, role);
      const res = await injectAs(app, token, endpoints.depositsCsv);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
