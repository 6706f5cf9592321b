/** Offline gifts an admin records: completed at once, numbered by the day received, receipted. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { financialYearOf, FIRST_RECEIPT_DAY } from '@sahaya/contract/donations/receipt-numbers';
import { offlineDonationBody } from '@sahaya/contract/donations/schemas';
import { donations } from '../../db/schema/donations.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;
let admin: { id: string; token: string };

beforeAll(async () => {
  ({ app, mails, close } = await buildTestApp({ rateLimit: false, env: { ORG_NAME: 'Sahaya Seva Trust', ORG_80G_NUMBER: 'AAATS9876KF20241' } }));
  const { user } = await createUser(app, { role: 'admin' });
  admin = { id: user.id, token: (await loginAs(app, user)).accessToken };
});
afterAll(async () => close());

const gift = (overrides: Record<string, unknown> = {}) => ({
  amount: 1500,
  campaign: 'food',
  mode: 'cheque',
  receivedOn: '2025-05-10',
  donorName: 'Meera Shah',
  donorEmail: `meera-${randomUUID().slice(0, 6)}@example.test`,
  donorPan: 'abcde1234f',
  donorAddress: '9 Lake Road, Kolkata 700029',
  reference: 'Cheque 004512, SBI',
  ...overrides,
});

const record = (body: unknown, token = admin.token) => injectAs(app, token, endpoints.recordOfflineDonation, { body });
const pdftotext = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const countAll = async () => (await app.db.select({ id: donations.id }).from(donations)).length;

describe('recording an offline gift', () => {
  it('refuses a stranger (401) and a user or volunteer (403) before reading the body', async () => {
    expect((await injectAs(app, null, endpoints.recordOfflineDonation, { body: gift() })).statusCode).toBe(401);
    for (const role of ['user', 'volunteer'] as const) {
      const { user } = await createUser(app, { role });
      const res = await record(gift(), (await loginAs(app, user)).accessToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const before = await countAll();
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ donorName: '  ' }, 'donorName', m.donorNameRequired()],
      [{ mode: 'gold' }, 'mode', m.modeInvalid()],
      [{ receivedOn: '10/05/2025' }, 'receivedOn', m.receivedOnInvalid()],
      [{ receivedOn: tomorrow }, 'receivedOn', m.receivedOnFuture()],
      [{ donorPan: 'ABCD1234F' }, 'donorPan', m.panInvalid()],
      [{ amount: 10 }, 'amount', m.minimum()],
      [{ reference: 'x'.repeat(101) }, 'reference', m.referenceTooLong()],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await record(gift(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(overrides)).toBe(message);
    }
    for (const userId of [randomUUID(), (await createUser(app, { role: 'volunteer' })).user.id]) {
      const res = await record(gift({ userId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'DONOR_NOT_FOUND', message: m.donorNotFound() });
    }
    expect(await countAll()).toBe(before);
  });

  it('takes only a day of the calendar, from the first day receipts are issued for to today, refusing others on receivedOn', async () => {
    const before = await countAll();
    const cases: [string, string][] = [
      ['2026-02-30', m.receivedOnInvalid()],
      ['2025-02-29', m.receivedOnInvalid()],
      ['2025-13-01', m.receivedOnInvalid()],
      ['2025-04-31', m.receivedOnInvalid()],
      ['0001-01-01', m.receivedOnTooEarly()],
      ['1969-12-31', m.receivedOnTooEarly()],
      [addDays(FIRST_RECEIPT_DAY, -1), m.receivedOnTooEarly()],
      [addDays(indiaDayOf(), 1), m.receivedOnFuture()],
      ['9999-12-31', m.receivedOnFuture()],
    ];
    for (const [receivedOn, message] of cases) {
      const res = await record(gift({ receivedOn }));
      expect(res.statusCode, receivedOn).toBe(400);
      expect(res.json(), receivedOn).toMatchObject({ code: 'VALIDATION', errors: { receivedOn: message } });
    }
    expect(await countAll()).toBe(before);
    // The form's rule is the contract's, so the web form says the same before anything is sent.
    expect(offlineDonationBody.safeParse(gift({ receivedOn: '2026-02-30' })).success).toBe(false);

    for (const receivedOn of [FIRST_RECEIPT_DAY, '2024-02-29', indiaDayOf()]) {
      const res = await record(gift({ receivedOn }));
      expect(res.statusCode, receivedOn).toBe(201);
      expect(res.json().receiptNumber, receivedOn).toMatch(new RegExp(`^SAH/${financialYearOf(receivedOn)}/\\d{6}$`));
    }
  });

  it('completes a cheque at once with a number of the year it was received in, and mails its receipt', async () => {
    const body = { ...gift(), message: `Cheque ${randomUUID()}` };
    const res = await record(body);
    expect(res.statusCode, res.body).toBe(201);
    const { donation, receiptNumber } = res.json();
    expect(receiptNumber).toMatch(/^SAH\/2025-26\/\d{6}$/);
    expect(donation).toMatchObject({
      status: 'completed',
      amount: 1500,
      campaign: 'food',
      provider: 'offline',
      paymentMode: 'cheque',
      receivedOn: '2025-05-10',
      receiptNumber,
      pan: 'ABCDE1234F',
      reference: 'Cheque 004512, SBI',
      donorName: 'Meera Shah',
      isDemo: false,
    });
    const [row] = await app.db.select().from(donations).where(eq(donations.id, donation._id));
    expect(row).toMatchObject({ recordedBy: admin.id, donorEmail: body.donorEmail, donorAddress: body.donorAddress });

    await app.jobs.drain();
    const mail = mails.find((sent) => sent.to === body.donorEmail);
    expect(mail?.subject).toBe(`Your donation receipt ${receiptNumber}`);
    const text = pdftotext(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    expect(text).toContain(`Receipt number: ${receiptNumber}`);
    expect(text).toContain('Date: 10 May 2025');
    expect(text).toContain('Mode of payment: Cheque');
    expect(text).toContain('Reference: Cheque 004512, SBI');
    expect(text).toContain('Donor’s address: 9 Lake Road, Kolkata 700029');
    expect(text).toContain('eligible for deduction under section 80G(5)');

    // The admins' CSV dates the gift by the day it was received, as the receipt does, not by the day it was recorded.
    const csv = await injectAs(app, admin.token, endpoints.exportDonations, { query: { search: body.message } });
    expect(csv.body.split('\n')[1]).toMatch(/^"2025-05-10",/);
  });

  it('takes cash above ₹2,000, says on its receipt in English and Hindi that it is not eligible, and asks nobody for its PAN', async () => {
    const res = await record(gift({ amount: 2500, mode: 'cash', reference: '', donorEmail: '', donorPan: '', receivedOn: '2024-06-01' }));
    expect(res.statusCode, res.body).toBe(201);
    const { donation } = res.json();
    expect(donation).toMatchObject({ paymentMode: 'cash', amount: 2500, reference: null, pan: null });
    const pdf = await injectAs(app, admin.token, endpoints.donationReceipt, { params: { id: donation._id } });
    const text = pdftotext(pdf.rawPayload);
    expect(text).toContain('This donation was received in cash above ₹2,000, so it is not eligible for deduction under section 80G');
    expect(text).not.toContain('is eligible for deduction');
    const hindi = await injectAs(app, admin.token, endpoints.donationReceipt, { params: { id: donation._id } }, { headers: { 'accept-language': 'hi' } });
    const hindiText = pdftotext(hindi.rawPayload);
    expect(hindiText).toContain('यह दान ₹2,000 से ज़्यादा नकद में मिला है, इसलिए यह धारा 80G के तहत छूट के योग्य नहीं है');
    expect(hindiText).not.toContain('छूट के योग्य है');
    // A PAN would not make it deductible: the list of receipts to ask a PAN for leaves it out.
    const withoutPan = await injectAs(app, admin.token, endpoints.donationsWithoutPan, { query: { fy: '2024-25', limit: 50 } });
    expect(withoutPan.json().donations.map((d: { _id: string }) => d._id)).not.toContain(donation._id);
  });

  it('files a gift under the donor’s account, with the PAN on their profile when none is given', async () => {
    const { user } = await createUser(app, { name: 'Ravi Kumar', pan: 'PQRSX6789Z' });
    const token = (await loginAs(app, user)).accessToken;
    const res = await record(gift({ userId: user.id, donorName: 'Ravi Kumar', donorPan: '', donorEmail: '', mode: 'upi', receivedOn: '2026-04-01' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().receiptNumber).toMatch(/^SAH\/2026-27\/\d{6}$/);
    expect(res.json().donation).toMatchObject({ pan: 'PQRSX6789Z', userId: { _id: user.id, name: 'Ravi Kumar' } });
    const history = await injectAs(app, token, endpoints.donationHistory);
    expect(history.json().donations[0]).toMatchObject({ _id: res.json().donation._id, provider: 'offline', paymentMode: 'upi', pan: 'PQRSX6789Z' });
    // The receipt goes to the account's e-mail.
    await app.jobs.drain();
    expect(mails.some((mail) => mail.to === user.email && mail.subject.includes(res.json().receiptNumber))).toBe(true);
  });
});
