/**
 * Receipts under section 80G: numbers per financial year, gap-free and unique however many
 * donations complete at once (truly at once on PostgreSQL with DATABASE_URL), the receipt's text
 * read back from the PDF, and its mail, enqueued in the completing transaction.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { getNotificationPreferences, updateNotificationPreferences } from '@sahaya/contract/notifications/endpoints';
import { financialYearDays, financialYearOf, formatReceiptNumber } from '@sahaya/contract/donations/receipt-numbers';
import { donations, receiptSequences } from '../../db/schema/donations.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { addresses } from '../../db/schema/people.ts';
import { createUser, FACTORY_PASSWORD, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { completeDonation, type Payment } from './donations.completion.ts';
import { receiptPdf } from './donations.pdf.ts';
import { personalDataOfDonations } from './donations.personal-data.service.ts';

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;
let admin: string;

const ORG = {
  ORG_NAME: 'Sahaya Seva Trust',
  ORG_ADDRESS: '4 Gandhi Marg, Jaipur 302001',
  ORG_PAN: 'AAATS9876K',
  ORG_80G_NUMBER: 'AAATS9876KF20241',
  ORG_80G_VALIDITY: 'AY 2025-26 to AY 2029-30',
};

beforeAll(async () => {
  ({ app, mails, close } = await buildTestApp({ rateLimit: false, env: ORG }));
  const { user } = await createUser(app, { role: 'admin' });
  admin = (await loginAs(app, user)).accessToken;
});
afterAll(async () => close());

const deps = () => ({ db: app.db, live: app.live, storage: app.storage, log: app.log, jobs: app.jobs });
const today = () => indiaDayOf(new Date());

/** A donation waiting for its payment, as a real provider's checkout leaves it. */
async function pending(userId: string | null, amount = 1500, isDemo = false) {
  const sessionId = `plink_${randomUUID().replaceAll('-', '')}`;
  const [row] = await app.db
    .insert(donations)
    .values({ userId, amount, campaign: 'education', checkoutSessionId: sessionId, isDemo, provider: isDemo ? 'demo' : 'razorpay', donorPan: 'ABCDE1234F' })
    .returning();
  return row!;
}

const paymentFor = (d: { id: string; checkoutSessionId: string | null; amount: number }, mode = 'upi'): Payment => ({
  donationId: d.id,
  sessionId: d.checkoutSessionId ?? '',
  amountPaid: Math.round(d.amount * 100),
  currency: 'inr',
  paymentId: `pay_${randomUUID().slice(0, 14)}`,
  paymentMode: mode,
  provider: 'razorpay',
});

const pdftotext = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

describe('the financial year', () => {
  it('runs April to March in India, and numbers read SAH/2026-27/000123', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(financialYearDays('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(formatReceiptNumber('2026-27', 123)).toBe('SAH/2026-27/000123');
    // 31 March 2027, 19:00 UTC is already 1 April in India: the next year's.
    expect(indiaDayOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
  });
});

describe('receipt numbers', () => {
  it('gives 200 donations completed at once 200 different, consecutive numbers of their year', { timeout: 120_000 }, async () => {
    // Donations whose donors' accounts are gone: their receipt jobs find nobody to mail and end at once.
    const waiting = [];
    for (let i = 0; i < 200; i++) waiting.push(await pending(null, 100 + i));
    const outcomes = await Promise.all(waiting.map((d) => completeDonation(deps(), paymentFor(d))));
    expect(outcomes.every((o) => o === 'completed')).toBe(true);

    const rows = await app.db
      .select({ receiptNumber: donations.receiptNumber, receivedOn: donations.receivedOn })
      .from(donations)
      .where(inArray(donations.id, waiting.map((d) => d.id)));
    const fy = financialYearOf(today());
    const numbers = rows.map((r) => {
      expect(r.receivedOn).toBe(today());
      const match = /^SAH\/(\d{4}-\d{2})\/(\d{6})$/.exec(r.receiptNumber ?? '');
      expect(match?.[1], r.receiptNumber ?? 'none').toBe(fy);
      return Number(match?.[2]);
    });
    expect(new Set(numbers).size).toBe(200);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(199);
    const [sequence] = await app.db.select().from(receiptSequences).where(and(eq(receiptSequences.series, 'SAH'), eq(receiptSequences.financialYear, fy)));
    expect(sequence?.lastNumber).toBeGreaterThanOrEqual(sorted.at(-1)!);
  });

  it('numbers a donation once however often its payment comes, and a demo one in the demo series alone', async () => {
    const { user } = await createUser(app);
    const paid = await pending(user.id);
    const payment = paymentFor(paid);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => completeDonation(deps(), payment)));
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    const [row] = await app.db.select().from(donations).where(eq(donations.id, paid.id));
    expect(row?.receiptNumber).toMatch(/^SAH\/\d{4}-\d{2}\/\d{6}$/);
    expect(row).toMatchObject({ paymentMode: 'upi', provider: 'razorpay', status: 'completed' });

    // Demo gifts take short numbers of their own series, consecutive, and never one of the real series.
    const fy = financialYearOf(today());
    const lastOf = async (series: string) =>
      (await app.db.select().from(receiptSequences).where(and(eq(receiptSequences.series, series), eq(receiptSequences.financialYear, fy))))[0]
        ?.lastNumber ?? 0;
    const realBefore = await lastOf('SAH');
    const demos = [await pending(user.id, 500, true), await pending(user.id, 600, true)];
    for (const demo of demos) expect(await completeDonation(deps(), { ...paymentFor(demo, 'demo'), provider: 'demo' })).toBe('completed');
    const demoRows = await app.db.select().from(donations).where(inArray(donations.id, demos.map((d) => d.id)));
    const demoNumbers = demoRows.map((d) => {
      expect(d.status).toBe('completed');
      expect(d.receiptNumber).toMatch(new RegExp(`^DEMO/${fy}/\\d{6}$`));
      return Number(d.receiptNumber?.slice(-6));
    });
    expect(Math.abs(demoNumbers[0]! - demoNumbers[1]!)).toBe(1);
    expect(await lastOf('DEMO')).toBe(Math.max(...demoNumbers));
    expect(await lastOf('SAH')).toBe(realBefore);
    // No mail for a gift nobody paid.
    const jobs = (await app.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'donation-receipt-mails' and data->>'donationId' in (${sql.join(demos.map((d) => sql`${d.id}`), sql`, `)})`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('completes nothing and takes no number when the receipt mail cannot be enqueued with it', async () => {
    const { user } = await createUser(app);
    const fy = financialYearOf(today());
    const lastNumber = async () =>
      (await app.db.select().from(receiptSequences).where(and(eq(receiptSequences.series, 'SAH'), eq(receiptSequences.financialYear, fy))))[0]?.lastNumber ?? 0;
    const before = await lastNumber();
    const d = await pending(user.id);
    const failing = { ...deps(), jobs: { send: async () => Promise.reject(new Error('the queue is down')) } };
    await expect(completeDonation(failing, paymentFor(d))).rejects.toThrow('the queue is down');
    const [row] = await app.db.select().from(donations).where(eq(donations.id, d.id));
    expect(row).toMatchObject({ status: 'pending', receiptNumber: null, receivedOn: null });
    expect(await lastNumber()).toBe(before);
    // The payment's next delivery completes it with the number that was given back.
    expect(await completeDonation(deps(), paymentFor(d))).toBe('completed');
    const [done] = await app.db.select().from(donations).where(eq(donations.id, d.id));
    expect(done?.receiptNumber).toBe(formatReceiptNumber(fy, before + 1));
  });
});

describe('the receipt', () => {
  it('is mailed once as a PDF in the donor’s language, the job written with the completion', { timeout: 60_000 }, async () => {
    const { user } = await createUser(app, { name: 'आशा वर्मा', language: 'hi' });
    const d = await pending(user.id, 2500);
    expect(await completeDonation(deps(), paymentFor(d))).toBe('completed');
    const [row] = await app.db.select().from(donations).where(eq(donations.id, d.id));
    // The job is in the queue's table as soon as the completion committed, whether or not a worker runs.
    const jobs = (await app.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'donation-receipt-mails' and data->>'donationId' = ${d.id}`,
    )) as unknown as { rows: unknown[] };
    expect((jobs.rows[0] as { n: number }).n).toBe(1);
    await app.jobs.drain();
    const sent = mails.filter((mail) => mail.to === user.email && mail.attachments?.some((a) => a.contentType === 'application/pdf'));
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe(`आपके दान की रसीद ${row!.receiptNumber}`);
    const attachment = mail!.attachments![0]!;
    expect(attachment.filename).toBe(`donation_receipt_${d.id}_${today()}.pdf`);
    const text = pdftotext(Buffer.from(attachment.content, 'base64'));
    expect(text).toContain(`रसीद संख्या: ${row!.receiptNumber}`);
    expect(text).toContain('Sahaya Seva Trust');
    expect(text).toContain('पैन: AAATS9876K');
    expect(text).toContain('80G पंजीकरण संख्या: AAATS9876KF20241');
    expect(text).toContain('दानदाता: आशा वर्मा');
    expect(text).toContain('दानदाता का पैन: ABCDE1234F');
    expect(text).toContain('राशि: ₹2,500');
    expect(text).toContain('राशि शब्दों में: दो हज़ार पाँच सौ रुपये');
    expect(text).toContain('भुगतान का तरीका: यूपीआई');
    expect(text).toContain('धारा 80G(5) के तहत छूट के योग्य है।');
  });

  it('is the one mail of a completed donation, and none for a donor who turned donations’ e-mail off', { timeout: 60_000 }, async () => {
    const { user } = await createUser(app, { name: 'Meera Mails' });
    const first = await pending(user.id, 700);
    expect(await completeDonation(deps(), paymentFor(first))).toBe('completed');
    await app.jobs.drain();
    // The thanks reaches the bell; its mail would only repeat the receipt's.
    expect(mails.filter((mail) => mail.to === user.email)).toHaveLength(1);

    const token = (await loginAs(app, user)).accessToken;
    const { preferences } = (await injectAs(app, token, getNotificationPreferences)).json();
    const off = { preferences: { ...preferences, donation: { email: false, push: true } } };
    expect((await injectAs(app, token, updateNotificationPreferences, { body: off })).statusCode).toBe(200);
    const second = await pending(user.id, 800);
    expect(await completeDonation(deps(), paymentFor(second))).toBe('completed');
    await app.jobs.drain();
    expect(mails.filter((mail) => mail.to === user.email)).toHaveLength(1);
    const [row] = await app.db.select().from(donations).where(eq(donations.id, second.id));
    expect(row?.receiptNumber).toMatch(/^SAH\//);
  });

  it('is downloaded by its donor in English with the organisation, the number, the mode and the 80G declaration', async () => {
    const { user } = await createUser(app, { name: 'Ravi Kumar' });
    const token = (await loginAs(app, user)).accessToken;
    const d = await pending(user.id, 1200);
    await completeDonation(deps(), paymentFor(d, 'netbanking'));
    const [row] = await app.db.select().from(donations).where(eq(donations.id, d.id));
    const res = await injectAs(app, token, endpoints.donationReceipt, { params: { id: d.id } });
    expect(res.statusCode).toBe(200);
    const text = pdftotext(res.rawPayload);
    for (const expected of [
      'Sahaya Seva Trust',
      '4 Gandhi Marg, Jaipur 302001',
      'PAN: AAATS9876K',
      '80G registration number: AAATS9876KF20241 (valid AY 2025-26 to AY 2029-30)',
      `Receipt number: ${row!.receiptNumber}`,
      'Donor: Ravi Kumar',
      'Donor’s PAN: ABCDE1234F',
      'Amount: ₹1,200',
      'Amount in words: Rupees One Thousand Two Hundred Only',
      'Mode of payment: Net banking',
      'This donation is eligible for deduction under section 80G(5) of the Income-tax Act, 1961.',
    ]) {
      expect(text).toContain(expected);
    }
    // Another person gets nothing; an admin gets it too.
    const { user: other } = await createUser(app);
    const stranger = await injectAs(app, (await loginAs(app, other)).accessToken, endpoints.donationReceipt, { params: { id: d.id } });
    expect(stranger.statusCode).toBe(404);
    expect((await injectAs(app, admin, endpoints.donationReceipt, { params: { id: d.id } })).statusCode).toBe(200);
  });

  it('makes no 80G claim without a registration, and says cash above ₹2,000 is not deductible', async () => {
    const base = {
      id: randomUUID(),
      receiptNumber: 'SAH/2026-27/000007',
      campaign: 'food',
      donor: 'Meera Shah',
      isAnonymous: false,
      donorPan: null,
      donorAddress: '9 Lake Road, Kolkata 700029',
      paymentId: null,
      reference: null,
      receivedOn: '2026-06-01',
      date: new Date('2026-06-01T06:00:00Z'),
      message: null,
      isDemo: false,
    };
    const bytes = async (doc: PDFKit.PDFDocument) => {
      const chunks: Buffer[] = [];
      for await (const chunk of doc) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const unregistered = pdftotext(await bytes(await receiptPdf({ ...base, amount: 1000, paymentMode: 'cheque', org: { name: 'Sahaya' } }, 'en')));
    expect(unregistered).toContain('Mode of payment: Cheque');
    expect(unregistered).toContain('Donor’s address: 9 Lake Road, Kolkata 700029');
    expect(unregistered).not.toContain('80G');

    const org = { name: 'Sahaya Seva Trust', registration80G: 'AAATS9876KF20241' };
    // Cash above ₹2,000 (section 80G(5D)): this donation is said to be not eligible, in the reader's language.
    const cash = pdftotext(await bytes(await receiptPdf({ ...base, amount: 2500, paymentMode: 'cash', org }, 'en')));
    expect(cash).toContain(
      'This donation was received in cash above ₹2,000, so it is not eligible for deduction under section 80G: section 80G(5D) of the Income-tax Act, 1961 allows no deduction for such cash.',
    );
    expect(cash).not.toContain('is eligible for deduction');
    const hindiCash = pdftotext(await bytes(await receiptPdf({ ...base, amount: 2000.5, paymentMode: 'cash', org }, 'hi')));
    expect(hindiCash).toContain(
      'यह दान ₹2,000 से ज़्यादा नकद में मिला है, इसलिए यह धारा 80G के तहत छूट के योग्य नहीं है: आयकर अधिनियम, 1961 की धारा 80G(5D) ऐसे नकद दान पर कोई छूट नहीं देती।',
    );
    expect(hindiCash).not.toContain('छूट के योग्य है');
    const smallCash = pdftotext(await bytes(await receiptPdf({ ...base, amount: 2000, paymentMode: 'cash', org }, 'en')));
    expect(smallCash).not.toContain('not eligible');
    expect(smallCash).toContain('eligible for deduction under section 80G(5)');
    const anonymous = pdftotext(await bytes(await receiptPdf({ ...base, amount: 500, paymentMode: 'upi', isAnonymous: true, donor: 'Anonymous', donorPan: 'ABCDE1234F', org }, 'en')));
    expect(anonymous).not.toContain('ABCDE1234F');
    expect(anonymous).toContain('given anonymously');
    expect(anonymous).not.toContain('eligible for deduction');
  });
});

describe('a donor who leaves', () => {
  it('finds receipt numbers, modes and PAN in their data, and their receipts keep name, PAN and address for the books', async () => {
    const { user } = await createUser(app, { name: 'Kiran Leaving' });
    const token = (await loginAs(app, user)).accessToken;
    await app.db.insert(addresses).values({ userId: user.id, street: '5 Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', pincode: '700016', isPrimary: true });
    const named = await pending(user.id, 900);
    await completeDonation(deps(), paymentFor(named));
    const anonymous = await pending(user.id, 400);
    await app.db.update(donations).set({ isAnonymous: true }).where(eq(donations.id, anonymous.id));
    await completeDonation(deps(), paymentFor(anonymous));

    const data = await personalDataOfDonations(app.db, user.id);
    const mine = data.find((d) => d.id === named.id);
    expect(mine).toMatchObject({ pan: 'ABCDE1234F', paymentMode: 'upi', provider: 'razorpay', receivedOn: today() });
    expect(mine?.receiptNumber).toMatch(/^SAH\//);

    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: { authorization: `Bearer ${token}` }, payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await app.db.select().from(donations).where(eq(donations.id, named.id));
    expect(kept).toMatchObject({
      userId: null,
      donorName: 'Kiran Leaving',
      donorPan: 'ABCDE1234F',
      donorAddress: '5 Park Street, Kolkata, West Bengal 700016, India',
      receiptNumber: mine?.receiptNumber,
    });
    const [keptAnonymous] = await app.db.select().from(donations).where(eq(donations.id, anonymous.id));
    expect(keptAnonymous).toMatchObject({ userId: null, donorName: null, donorPan: null, donorAddress: null });
    // The receipt still names them for the books.
    const receipt = await injectAs(app, admin, endpoints.donationReceipt, { params: { id: named.id } });
    expect(pdftotext(receipt.rawPayload)).toContain('Donor: Kiran Leaving');
  });
});
