/** Form 10BD's CSV for a financial year, and the year's receipts still without a donor PAN. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { donations } from '../../db/schema/donations.ts';
import { addresses } from '../../db/schema/people.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import { form10bdBatches, type Form10bdRow } from './donations.form-10bd.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: { ORG_80G_NUMBER: 'AAATS9876KF20241', ORG_80G_ISSUED_ON: '2024-05-28' },
  }));
  const { user } = await createUser(app, { role: 'admin' });
  admin = (await loginAs(app, user)).accessToken;
});
afterAll(async () => close());

const record = async (body: Record<string, unknown>) => {
  const res = await injectAs(app, admin, endpoints.recordOfflineDonation, {
    body: { amount: 1000, campaign: 'general', mode: 'upi', donorName: 'Meera Shah', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { receiptNumber: string; donation: { _id: string } };
};

/** A donation paid online in the year, as a completion leaves it (receipt number and day received). */
async function online(values: Partial<typeof donations.$inferInsert>) {
  await app.db.insert(donations).values({
    amount: 500,
    status: 'completed',
    provider: 'razorpay',
    paymentMode: 'card',
    completedAt: new Date('2023-08-15T06:00:00Z'),
    receiptNumber: `SAH/2023-24/9${randomUUID().replace(/\D/g, '').slice(0, 5)}`,
    receivedOn: '2023-08-15',
    ...values,
  });
}

const download = (fy: string, token = admin) => injectAs(app, token, endpoints.form10bd, { query: { fy } });

describe('Form 10BD', () => {
  it('is refused to users (403) and asks for a year like 2026-27', async () => {
    const { user } = await createUser(app);
    const res = await download('2023-24', (await loginAs(app, user)).accessToken);
    expect(res.statusCode).toBe(403);
    for (const fy of ['2023', '2023-25', '23-24', '']) {
      const bad = await download(fy);
      expect(bad.statusCode, fy).toBe(400);
      expect(bad.json().errors?.fy, fy).toBe(m.financialYearInvalid());
    }
    const without = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: 'x' } });
    expect(without.statusCode).toBe(400);
  });

  it("writes one row per donor and mode of the year's receipts, in the template's columns", async () => {
    // The year 2023-24: 1 April 2023 to 31 March 2024.
    await record({ donorPan: 'ABCDE1234F', donorAddress: '9 Lake Road, Kolkata 700029', amount: 1000, receivedOn: '2023-04-01' });
    await record({ donorPan: 'ABCDE1234F', donorAddress: '9 Lake Road, Kolkata 700029', amount: 250.5, mode: 'cheque', receivedOn: '2023-09-30' });
    await record({ donorPan: 'ABCDE1234F', donorAddress: '9 Lake Road, Kolkata 700029', amount: 3000, mode: 'cash', receivedOn: '2024-03-31' });
    await record({ donorName: 'Raju', donorAddress: '=1+1', donorEmail: 'raju@example.test', amount: 700, mode: 'bank-transfer', receivedOn: '2023-06-01' });
    // Outside the year: the day before it starts and the day after it ends.
    await record({ donorName: 'Too Early', receivedOn: '2023-03-31' });
    await record({ donorName: 'Too Late', receivedOn: '2024-04-01' });
    // An account's donations, with its primary address; a demo one and an anonymous one are left out.
    const { user } = await createUser(app, { name: 'Ravi Kumar' });
    await app.db.insert(addresses).values({ userId: user.id, street: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', isPrimary: true });
    await online({ userId: user.id, donorPan: 'PQRSX6789Z' });
    await online({ userId: user.id, donorPan: 'PQRSX6789Z', amount: 1500, paymentMode: 'upi' });
    await online({ userId: user.id, isDemo: true, receiptNumber: null });
    await online({ userId: user.id, isAnonymous: true, amount: 999 });

    const res = await download('2023-24');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="form_10bd_2023-24.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe(
      '"Sr. No.","ID Code","Unique Identification Number","Section Code","Unique Registration Number","Date of Issuance of URN","Name of donor","Address of donor","Donation Type","Mode of receipt","Amount of donation"',
    );
    const electronic = 'Electronic modes including account payee cheque/draft';
    const common = '"Section 80G","AAATS9876KF20241","28-05-2024"';
    // In the order of each row's first receipt: Meera's electronic gifts together, her cash, Raju,
    // and Ravi's card and UPI payments together; Too Early, Too Late, the demo and the anonymous ones nowhere.
    expect(lines.slice(1)).toEqual([
      `"1","Permanent Account Number","ABCDE1234F",${common},"Meera Shah","9 Lake Road, Kolkata 700029","Others","${electronic}","1250.50"`,
      `"2","Permanent Account Number","ABCDE1234F",${common},"Meera Shah","9 Lake Road, Kolkata 700029","Others","Cash","3000.00"`,
      `"3","","",${common},"Raju","'=1+1","Others","${electronic}","700.00"`,
      `"4","Permanent Account Number","PQRSX6789Z",${common},"Ravi Kumar","12 MG Road, Pune, Maharashtra 411001, India","Others","${electronic}","2000.00"`,
    ]);
  });

  it('gives the same rows, numbered on, whatever the size of the batches it is read in, and logs each account donor as it goes', async () => {
    // The year 2021-22: twelve donors, one an account's with two gifts in two modes.
    const { user } = await createUser(app, { name: 'Lakshmi Rao' });
    const names = ['Asha', 'Bina', 'Chitra', 'Deepa', 'Esha', 'Farah', 'Gita', 'Hema', 'Indu', 'Jaya', 'Kavya'];
    for (const [i, name] of names.entries()) {
      await record({ donorName: name, donorPan: `ABCDE${String(1000 + i)}F`, amount: 100 + i, receivedOn: `2021-05-${String(10 + i).padStart(2, '0')}` });
    }
    await online({ userId: user.id, donorPan: 'LMNOP1234Q', receivedOn: '2021-05-15' });
    await online({ userId: user.id, donorPan: 'LMNOP1234Q', paymentMode: 'cash', receivedOn: '2021-06-01' });
    const whole: Form10bdRow[] = [];
    for await (const batch of form10bdBatches(app.database, '2021-22')) whole.push(...batch);
    expect(whole.filter((row) => names.includes(row.name) || row.userId === user.id)).toHaveLength(13);
    expect(whole.map((row) => row.serial)).toEqual(whole.map((_, i) => i + 1));
    for (const size of [1, 2, 5, whole.length - 1, whole.length]) {
      const rows: Form10bdRow[] = [];
      for await (const batch of form10bdBatches(app.database, '2021-22', { batchRows: size })) {
        expect(batch.length).toBeLessThanOrEqual(size);
        rows.push(...batch);
      }
      expect(rows, `batches of ${size}`).toEqual(whole);
    }

    const res = await download('2021-22');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\n')).toHaveLength(whole.length + 1);
    const logged = await app.db.select({ subject: accessLog.subjectId }).from(accessLog).where(and(eq(accessLog.action, 'downloadedList'), eq(accessLog.subjectId, user.id)));
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it("lists the year's receipts without a donor PAN, page by page", async () => {
    const first = await record({ donorName: 'Asha No-PAN', donorEmail: 'asha@example.test', receivedOn: '2025-05-01', amount: 600 });
    const second = await record({ donorName: 'Bina No-PAN', receivedOn: '2025-07-01', mode: 'cash', amount: 800 });
    await record({ donorName: 'Has PAN', donorPan: 'ABCDE1234F', receivedOn: '2025-06-01' });
    await record({ donorName: 'Other Year', receivedOn: '2024-06-01' });
    const page1 = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: '2025-26', limit: 1 } });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toEqual({
      donations: [
        {
          _id: first.donation._id,
          receiptNumber: first.receiptNumber,
          receivedOn: '2025-05-01',
          amount: 600,
          paymentMode: 'upi',
          donorName: 'Asha No-PAN',
          donorEmail: 'asha@example.test',
          userId: null,
        },
      ],
      totalPages: 2,
      totalItems: 2,
      nextCursor: expect.any(String),
      previousCursor: expect.any(String),
    });
    const page2 = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: '2025-26', limit: 1, page: 2 } });
    expect(page2.json().donations.map((d: { _id: string }) => d._id)).toEqual([second.donation._id]);
    // The page after the first's last receipt, as a range of the receipts' days.
    const after = await injectAs(app, admin, endpoints.donationsWithoutPan, {
      query: { fy: '2025-26', limit: 1, page: 2, cursor: page1.json().nextCursor },
    });
    expect(after.json()).toMatchObject({ donations: [{ _id: second.donation._id }], totalPages: 2, totalItems: 2 });
    const before = await injectAs(app, admin, endpoints.donationsWithoutPan, {
      query: { fy: '2025-26', limit: 1, page: 1, cursor: after.json().previousCursor },
    });
    expect(before.json().donations).toEqual(page1.json().donations);
    const past = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: '2025-26', limit: 1, page: 5 } });
    expect(past.json()).toEqual({ donations: [], totalPages: 2, totalItems: 2, nextCursor: null, previousCursor: null });
    const { user } = await createUser(app);
    expect((await injectAs(app, (await loginAs(app, user)).accessToken, endpoints.donationsWithoutPan, { query: { fy: '2025-26' } })).statusCode).toBe(403);
  });

  it('leaves out cash above ₹2,000, which no PAN would make deductible (section 80G(5D))', async () => {
    const atLimit = await record({ donorName: 'Cash At Limit', receivedOn: '2021-05-01', mode: 'cash', amount: 2000 });
    await record({ donorName: 'Cash Above', receivedOn: '2021-05-02', mode: 'cash', amount: 2000.5 });
    await record({ donorName: 'Cash Far Above', receivedOn: '2021-05-03', mode: 'cash', amount: 50_000 });
    const cheque = await record({ donorName: 'Cheque Above', receivedOn: '2021-05-04', mode: 'cheque', amount: 50_000 });
    const res = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: '2021-22' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().donations.map((d: { donorName: string }) => d.donorName)).toEqual(['Cash At Limit', 'Cheque Above']);
    expect(res.json().donations.map((d: { _id: string }) => d._id)).toEqual([atLimit.donation._id, cheque.donation._id]);
    expect(res.json()).toMatchObject({ totalItems: 2, totalPages: 1 });
    // A page past the last counts the same receipts.
    const past = await injectAs(app, admin, endpoints.donationsWithoutPan, { query: { fy: '2021-22', limit: 1, page: 4 } });
    expect(past.json()).toEqual({ donations: [], totalPages: 2, totalItems: 2, nextCursor: null, previousCursor: null });
  });
});
