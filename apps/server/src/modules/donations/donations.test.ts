import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { donations } from '../../db/schema/donations.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { whileNoticesFail } from '../../test/notices.ts';
import { forgetImpact } from './donations.impact.ts';
import { completeDonation } from './donations.completion.ts';
import { expireAbandonedCheckouts } from './donations.expiry.ts';
import { checkoutExpiry } from './donations.jobs.ts';
import { signatureHeader } from './stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_sahaya';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: '' },
  }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
});
afterAll(async () => close());

async function person(name = 'Ravi Kumar') {
  const { user } = await createUser(app, { name });
  return { id: user.id, name, email: user.email, token: (await loginAs(app, user)).accessToken };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A word no other test uses, so searches find only this test's donations. */
const unique = (base: string) => `${base}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

async function checkout(who: Person, body: Record<string, unknown> = {}) {
  const res = await injectAs(app, who.token, endpoints.createCheckoutSession, { body: { amount: 500, campaign: 'health', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = sessionOf(res.json().checkoutUrl as string);
  const [row] = await app.db.select().from(donations).where(eq(donations.checkoutSessionId, sessionId));
  if (!row) throw new Error('No donation for the checkout');
  return { sessionId, donation: row, checkoutUrl: res.json().checkoutUrl as string };
}

/** A donation paid on the demo checkout. */
async function donated(who: Person, body: Record<string, unknown> = {}) {
  const made = await checkout(who, body);
  const res = await injectAs(app, who.token, endpoints.completeDemoCheckout, { params: { sessionId: made.sessionId }, body: { outcome: 'pay' } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, donation: (await rowOf(made.donation.id))! };
}

const rowOf = async (id: string) => (await app.db.select().from(donations).where(eq(donations.id, id)))[0];

/** The thank-you notices a person has been sent. */
const thanksTo = (userId: string | null) =>
  app.db
    .select({ content: notifications.content, topic: notifications.topic })
    .from(notifications)
    .where(and(eq(notifications.userId, userId ?? ''), eq(notifications.topic, 'donation')));

describe('checkout', () => {
  it('refuses amounts under ₹50, with more than 2 decimals, not numbers, and unknown campaigns', async () => {
    const ravi = await person();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 49.99 }, m.minimum()],
      [{ amount: 0 }, m.minimum()],
      [{ amount: -100 }, m.minimum()],
      [{ amount: 50.123 }, m.amountInvalid()],
      [{ amount: '500' }, m.amountInvalid()],
      [{ amount: 1_000_000 }, m.maximum()],
      [{ amount: 100, campaign: 'beer' }, m.campaignInvalid()],
      [{ amount: 100, message: 'x'.repeat(501) }, m.messageTooLong()],
    ];
    for (const [body, message] of cases) {
      const res = await injectAs(app, ravi.token, endpoints.createCheckoutSession, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const history = await injectAs(app, ravi.token, endpoints.donationHistory);
    expect(history.json().donations).toEqual([]);
  });

  it('records a pending donation first and sends the person to the demo checkout', async () => {
    const ravi = await person();
    const { donation, checkoutUrl, sessionId } = await checkout(ravi, { amount: 50.5, campaign: 'food', message: '  For meals  ', isAnonymous: true });
    expect(checkoutUrl).toBe(`http://localhost:3000/user/donations/checkout/${sessionId}`);
    expect(sessionId).toMatch(/^demo_[0-9a-f]{48}$/);
    expect(donation).toMatchObject({ userId: ravi.id, amount: 50.5, campaign: 'food', message: 'For meals', isAnonymous: true, status: 'pending', currency: 'inr', isDemo: true });
    const options = await injectAs(app, ravi.token, endpoints.paymentOptions);
    expect(options.json()).toMatchObject({ online: true, demo: true });
    const seen = await injectAs(app, ravi.token, endpoints.checkoutDonation, { params: { sessionId } });
    expect(seen.json()).toMatchObject({ demo: true, donation: { _id: donation.id, status: 'pending', amount: 50.5, campaign: 'food' } });
  });

  it('completes on Pay and fails on Cancel, once, and only for the donor', async () => {
    const ravi = await person();
    const other = await person('Someone Else');
    const paid = await checkout(ravi);
    const stranger = await injectAs(app, other.token, endpoints.completeDemoCheckout, { params: { sessionId: paid.sessionId }, body: { outcome: 'pay' } });
    expect(stranger.statusCode).toBe(404);
    expect((await injectAs(app, other.token, endpoints.checkoutDonation, { params: { sessionId: paid.sessionId } })).statusCode).toBe(404);

    const pay = await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: paid.sessionId }, body: { outcome: 'pay' } });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().redirectUrl).toBe(`http://localhost:3000/user/donations?success=true&session_id=${paid.sessionId}`);
    expect(pay.json().donation.status).toBe('completed');
    const row = await rowOf(paid.donation.id);
    expect(row?.stripePaymentId).toMatch(/^demo_pi_/);
    expect(row?.completedAt).toBeInstanceOf(Date);

    const again = await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: paid.sessionId }, body: { outcome: 'cancel' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.checkoutClosed(), code: 'CHECKOUT_CLOSED' });
    expect((await rowOf(paid.donation.id))?.status).toBe('completed');

    const cancelled = await checkout(ravi);
    const cancel = await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: cancelled.sessionId }, body: { outcome: 'cancel' } });
    expect(cancel.json().redirectUrl).toBe(`http://localhost:3000/user/donations?success=false&session_id=${cancelled.sessionId}`);
    expect((await rowOf(cancelled.donation.id))?.status).toBe('failed');
    // Ravi is thanked for the paid donation only.
    expect(await thanksTo(ravi.id)).toEqual([{ content: m.completedNotice('₹500', 'Health'), topic: 'donation' }]);
  });
});

/** The payment intent of a donation's checkout: each payment is its own. */
const intentOf = (d: { id: string }) => `pi_test_${d.id.replace(/-/g, '').slice(0, 16)}`;

/** Stripe's `checkout.session.completed` for a donation, as Stripe would send it. */
function completedEvent(d: { id: string; checkoutSessionId: string | null; amount: number }, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: d.checkoutSessionId,
        object: 'checkout.session',
        client_reference_id: d.id,
        metadata: { donationId: d.id },
        amount_total: Math.round(d.amount * 100),
        currency: 'inr',
        payment_status: 'paid',
        payment_intent: intentOf(d),
        ...overrides,
      },
    },
  });
}

const deliver = (payload: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: endpoints.stripeWebhook.path,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describe('the Stripe webhook', () => {
  it('completes the donation on a good signature, and records the payment id', async () => {
    const { donation } = await checkout(await person());
    const payload = completedEvent(donation);
    const res = await deliver(payload, signatureHeader(payload, WEBHOOK_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await rowOf(donation.id)).toMatchObject({ status: 'completed', stripePaymentId: intentOf(donation) });
  });

  it('refuses a tampered body, a stale or missing signature and another secret with 400, changing nothing', async () => {
    const { donation } = await checkout(await person());
    const payload = completedEvent(donation);
    const now = Math.floor(Date.now() / 1000);
    const attempts: [string, string | undefined][] = [
      [payload.replace(intentOf(donation), 'pi_test_999'), signatureHeader(payload, WEBHOOK_SECRET)],
      // A minute past the 300 s tolerance either way, so a slow machine's seconds between signing and
      // checking cannot bring a future-dated signature back within it.
      [payload, signatureHeader(payload, WEBHOOK_SECRET, now - 360)],
      [payload, signatureHeader(payload, WEBHOOK_SECRET, now + 360)],
      [payload, signatureHeader(payload, 'whsec_someone_else')],
      [payload, undefined],
      [payload, 't=abc,v1=zz'],
    ];
    for (const [body, signature] of attempts) {
      expect(body === payload && signature === signatureHeader(payload, WEBHOOK_SECRET)).toBe(false);
      const res = await deliver(body, signature);
      expect(res.statusCode, signature).toBe(400);
      expect(res.json()).toEqual({ message: m.signatureInvalid(), code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect((await rowOf(donation.id))?.status).toBe('pending');
    // Within the tolerance the same delivery is good.
    const fresh = await deliver(payload, signatureHeader(payload, WEBHOOK_SECRET, now - 299));
    expect(fresh.statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });

  it('refuses a signed body that is no event (null, a number, a list, a text) with 400, changing nothing', async () => {
    const { donation } = await checkout(await person());
    for (const body of ['null', '42', '[]', '"checkout.session.completed"', 'not json']) {
      const res = await deliver(body, signatureHeader(body, WEBHOOK_SECRET));
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ message: m.payloadInvalid(), code: 'WEBHOOK_PAYLOAD_INVALID' });
    }
    expect((await rowOf(donation.id))?.status).toBe('pending');
  });

  it('completes a donation once when the same event is delivered 5 times at once', async () => {
    const { donation } = await checkout(await person());
    const payload = completedEvent(donation);
    const signature = signatureHeader(payload, WEBHOOK_SECRET);
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const row = await rowOf(donation.id);
    expect(row).toMatchObject({ status: 'completed', stripePaymentId: intentOf(donation) });
    // The donor is thanked once, however many deliveries came.
    expect(await thanksTo(donation.userId)).toEqual([{ content: m.completedNotice('₹500', 'Health'), topic: 'donation' }]);

    // The completion itself, raced: exactly one of five completes it.
    const { donation: other } = await checkout(await person());
    const payment = { donationId: other.id, sessionId: other.checkoutSessionId ?? '', amountPaid: 50_000, currency: 'inr', paymentId: 'pi_race' };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => completeDonation({ db: app.db, live: app.live, storage: app.storage, log: app.log, jobs: app.jobs }, payment)));
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(4);
    expect(await thanksTo(other.userId)).toHaveLength(1);
  });

  it('completes with its thanks or not at all: a notice that cannot be stored leaves it pending for the next delivery', async () => {
    const { donation } = await checkout(await person());
    const payload = completedEvent(donation);
    const signature = signatureHeader(payload, WEBHOOK_SECRET);
    expect((await whileNoticesFail(app, () => deliver(payload, signature))).statusCode).toBe(500);
    expect(await rowOf(donation.id)).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(await thanksTo(donation.userId)).toEqual([]);

    // Stripe delivers it again, and this time it is completed and thanked, once.
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('completed');
    expect(await thanksTo(donation.userId)).toHaveLength(1);
  });

  it('leaves a donation pending when the amount or the currency differs from it', async () => {
    const { donation } = await checkout(await person());
    for (const overrides of [{ amount_total: 49_999 }, { amount_total: 500 }, { currency: 'usd' }]) {
      const payload = completedEvent(donation, overrides);
      const res = await deliver(payload, signatureHeader(payload, WEBHOOK_SECRET));
      expect(res.statusCode).toBe(200);
      expect((await rowOf(donation.id))?.status, JSON.stringify(overrides)).toBe('pending');
    }
    // Another session's event cannot complete this donation either.
    const foreign = completedEvent({ ...donation, checkoutSessionId: 'cs_test_other' });
    await deliver(foreign, signatureHeader(foreign, WEBHOOK_SECRET));
    expect((await rowOf(donation.id))?.status).toBe('pending');
    expect(await thanksTo(donation.userId)).toEqual([]);
  });

  it('expires a donation whose checkout expired, fails one whose payment failed, and ignores events it does not handle', async () => {
    const { donation } = await checkout(await person());
    const ignored = JSON.stringify({ type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect((await deliver(ignored, signatureHeader(ignored, WEBHOOK_SECRET))).statusCode).toBe(200);
    const expired = completedEvent(donation).replace('checkout.session.completed', 'checkout.session.expired');
    expect((await deliver(expired, signatureHeader(expired, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('expired');
    const { donation: refused } = await checkout(await person());
    const failed = completedEvent(refused).replace('checkout.session.completed', 'checkout.session.async_payment_failed');
    expect((await deliver(failed, signatureHeader(failed, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect((await rowOf(refused.id))?.status).toBe('failed');
  });

  it('never completes a donation through the return url', async () => {
    const ravi = await person();
    const { sessionId, donation } = await checkout(ravi);
    const back = await app.inject({ method: 'GET', url: `/user/donations?success=true&session_id=${sessionId}` });
    expect(back.statusCode).not.toBe(500);
    const seen = await injectAs(app, ravi.token, endpoints.checkoutDonation, { params: { sessionId } });
    expect(seen.json().donation.status).toBe('pending');
    expect((await rowOf(donation.id))?.status).toBe('pending');
  });
});

/** Makes a donation look as if it was made `hours` ago. */
const madeHoursAgo = (id: string, hours: number) =>
  app.db.update(donations).set({ createdAt: new Date(Date.now() - hours * 3600_000) }).where(eq(donations.id, id));

const runExpiry = async () => {
  await app.jobs.send(checkoutExpiry, {});
  await app.jobs.drain();
};

describe('an abandoned checkout', () => {
  it('is scheduled to be looked for every hour, on the queue every node shares', async () => {
    const result = (await app.db.execute(sql`select cron from pgboss.schedule where name = ${checkoutExpiry.name}`)) as unknown as { rows: { cron: string }[] };
    expect(result.rows).toEqual([{ cron: '29 * * * *' }]);
  });

  it('expires once a day has passed unpaid, as often as the job runs, and is said so in the history', async () => {
    const ravi = await person('Ravi Forgets');
    const abandoned = await checkout(ravi, { amount: 300, campaign: 'food' });
    const recent = await checkout(ravi, { amount: 200 });
    const paid = await donated(ravi, { amount: 100 });
    const cancelled = await checkout(ravi, { amount: 400 });
    await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: cancelled.sessionId }, body: { outcome: 'cancel' } });
    await madeHoursAgo(abandoned.donation.id, 24.5);
    await madeHoursAgo(recent.donation.id, 23);
    await madeHoursAgo(paid.donation.id, 48);
    await madeHoursAgo(cancelled.donation.id, 48);

    await runExpiry();
    const statuses = async () =>
      Promise.all([abandoned, recent, paid, cancelled].map(async ({ donation }) => (await rowOf(donation.id))?.status));
    expect(await statuses()).toEqual(['expired', 'pending', 'completed', 'failed']);
    // Run again (another tick, another node, a restart): nothing more changes.
    expect(await expireAbandonedCheckouts(app.db)).toBe(0);
    await runExpiry();
    expect(await statuses()).toEqual(['expired', 'pending', 'completed', 'failed']);

    const history = await injectAs(app, ravi.token, endpoints.donationHistory);
    expect(history.json().donations.find((d: { _id: string }) => d._id === abandoned.donation.id)).toMatchObject({
      status: 'expired',
      amount: 300,
      campaign: 'food',
      receiptNumber: null,
    });
    // Its checkout can no longer be paid on the demo page, and it has no receipt.
    const pay = await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: abandoned.sessionId }, body: { outcome: 'pay' } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ message: m.checkoutClosed(), code: 'CHECKOUT_CLOSED' });
    const receipt = await injectAs(app, ravi.token, endpoints.donationReceipt, { params: { id: abandoned.donation.id } });
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().code).toBe('RECEIPT_NOT_READY');
  });

  it('expires many at once, a batch at a time', async () => {
    const ravi = await person('Ravi Many');
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await checkout(ravi, { amount: 100 + i }));
    for (const { donation } of made) await madeHoursAgo(donation.id, 30);
    expect(await expireAbandonedCheckouts(app.db, { batchSize: 2 })).toBeGreaterThanOrEqual(5);
    for (const { donation } of made) expect((await rowOf(donation.id))?.status).toBe('expired');
  });

  it('is still recorded, thanked and numbered when the webhook of its paid checkout comes after it expired', async () => {
    const ravi = await person('Ravi Pays Late');
    const { donation } = await checkout(ravi, { amount: 650, campaign: 'shelter' });
    await madeHoursAgo(donation.id, 26);
    await runExpiry();
    expect((await rowOf(donation.id))?.status).toBe('expired');

    const payload = completedEvent({ ...donation, amount: 650 });
    const res = await deliver(payload, signatureHeader(payload, WEBHOOK_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(donation.id);
    expect(row).toMatchObject({ status: 'completed', stripePaymentId: intentOf(donation) });
    expect(row?.receiptNumber).toMatch(/^DEMO\/\d{4}-\d{2}\/\d{6}$/);
    expect(await thanksTo(ravi.id)).toEqual([{ content: m.completedNotice('₹650', 'Shelter'), topic: 'donation' }]);
    // An expiry delivered after the payment changes nothing.
    const expiredLate = completedEvent({ ...donation, amount: 650 }).replace('checkout.session.completed', 'checkout.session.expired');
    await deliver(expiredLate, signatureHeader(expiredLate, WEBHOOK_SECRET));
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });
});

/** The title a PDF reader shows in its window and tab. */
async function pdfTitle(data: Buffer): Promise<unknown> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return (info as { Title?: string }).Title;
}

/** The text of every page of a PDF, read back as a PDF reader would. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('history and receipts', () => {
  it("lists the caller's own donations, newest first, with the spec's fields", async () => {
    const ravi = await person();
    const other = await person();
    const first = await donated(ravi, { amount: 100, campaign: 'education', message: 'Books' });
    const second = await checkout(ravi, { amount: 1000, campaign: 'shelter', isAnonymous: true });
    await donated(other);
    const res = await injectAs(app, ravi.token, endpoints.donationHistory);
    expect(res.statusCode).toBe(200);
    const list = res.json().donations as Record<string, unknown>[];
    expect(list.map((d) => d._id)).toEqual([second.donation.id, first.donation.id]);
    expect(list[1]).toEqual({
      _id: first.donation.id,
      amount: 100,
      campaign: 'education',
      status: 'completed',
      date: first.donation.completedAt?.toISOString(),
      message: 'Books',
      isAnonymous: false,
      stripePaymentId: first.donation.stripePaymentId,
      isDemo: true,
      // A demo donation is numbered in the demo series, never the real one; the day it was paid is its day received.
      receiptNumber: expect.stringMatching(/^DEMO\/\d{4}-\d{2}\/\d{6}$/),
      paymentMode: 'demo',
      provider: 'demo',
      receivedOn: indiaDayOf(first.donation.completedAt ?? new Date()),
      pan: null,
    });
    expect(list[0]).toMatchObject({ status: 'pending', isAnonymous: true, amount: 1000 });
    expect(res.json()).toMatchObject({ totalItems: 2, totalPages: 1 });
  });

  it('gives the donor and admins the receipt, with ₹ and the amount in words really in the PDF', async () => {
    const ravi = await person('Ravi Kumar');
    const { donation } = await donated(ravi, { amount: 500, campaign: 'health' });
    const res = await injectAs(app, ravi.token, endpoints.donationReceipt, { params: { id: donation.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const day = indiaDayOf(donation.completedAt ?? new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="donation_receipt_${donation.id}_${day}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is embedded (a subset of Noto Sans), so the rupee sign is drawn, not substituted.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdf.toString('latin1')).toMatch(/NotoSans/);
    const text = await pdfText(pdf);
    expect(text).toContain('₹500');
    expect(text).toContain('Rupees Five Hundred Only');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Health');
    // Made on the demo checkout: its title and a watermark across the page say no money was paid.
    expect(text).not.toContain('Donation Receipt');
    expect(text.split(m.demoReceipt()).length - 1).toBe(2);
    expect(text).toContain('No money was paid, and this document is not a receipt.');
    expect(text).toContain(`Mode of payment: ${m.demoBadge()}`);
    expect(await pdfTitle(pdf)).toBe(m.demoReceipt());

    const asAdmin = await injectAs(app, admin, endpoints.donationReceipt, { params: { id: donation.id }, query: { userId: ravi.id } });
    expect(asAdmin.statusCode).toBe(200);
  });

  it("titles a paid donation's receipt Donation Receipt, with its payment id and no demo mark", async () => {
    const ravi = await person('Ravi Paid');
    const [paid] = await app.db
      .insert(donations)
      .values({ userId: ravi.id, amount: 750, campaign: 'food', status: 'completed', stripePaymentId: 'pi_real_123', completedAt: new Date() })
      .returning({ id: donations.id });
    const res = await injectAs(app, ravi.token, endpoints.donationReceipt, { params: { id: paid!.id } });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Donation Receipt');
    expect(text).toContain('Payment ID: pi_real_123');
    expect(text).not.toContain(m.demoReceipt());
    expect(text).not.toContain(m.demoBadge());
    expect(await pdfTitle(res.rawPayload)).toBe('Donation Receipt');
  });

  it('hides a receipt from everybody else, names an anonymous donor Anonymous, and has none while pending', async () => {
    const ravi = await person('Ravi Kumar');
    const other = await person('Other Person');
    const { donation } = await donated(ravi, { amount: 1234.5, isAnonymous: true });
    const stranger = await injectAs(app, other.token, endpoints.donationReceipt, { params: { id: donation.id }, query: { userId: ravi.id } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: m.notFound(), code: 'DONATION_NOT_FOUND' });

    const text = await pdfText((await injectAs(app, ravi.token, endpoints.donationReceipt, { params: { id: donation.id } })).rawPayload);
    expect(text).toContain('Anonymous');
    expect(text).not.toContain('Ravi Kumar');
    expect(text).toContain('₹1,234.50');
    expect(text).toContain('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');

    const pending = await checkout(ravi);
    const notYet = await injectAs(app, ravi.token, endpoints.donationReceipt, { params: { id: pending.donation.id } });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ message: m.receiptNotReady(), code: 'RECEIPT_NOT_READY' });
  });

  it("makes a donor's statement for a period; an admin names the donor", async () => {
    const ravi = await person('Ravi Kumar');
    await donated(ravi, { amount: 100_000, campaign: 'food' });
    await donated(ravi, { amount: 25_050, campaign: 'education' });
    await checkout(ravi, { amount: 700 });
    const res = await injectAs(app, ravi.token, endpoints.donationStatement, { query: { from: '2020-01-01' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Donation Statement');
    expect(text).toContain('₹1,00,000');
    expect(text).toContain('₹25,050');
    expect(text).not.toContain('₹700');
    expect(text).toContain('₹1,25,050 in 2 donations');
    expect(text).toContain('Rupees One Lakh Twenty-Five Thousand Fifty Only');
    // Both were made on the demo checkout: their rows say so where a payment id would be.
    expect(text.split(m.demoBadge()).length - 1).toBe(2);

    const empty = await pdfText((await injectAs(app, ravi.token, endpoints.donationStatement, { query: { from: '2020-01-01', to: '2020-12-31' } })).rawPayload);
    expect(empty).toContain('₹0 in 0 donations');

    const needsPerson = await injectAs(app, admin, endpoints.donationStatement);
    expect(needsPerson.statusCode).toBe(400);
    const forRavi = await injectAs(app, admin, endpoints.donationStatement, { query: { userId: ravi.id } });
    expect(await pdfText(forRavi.rawPayload)).toContain('Ravi Kumar');
    const backwards = await injectAs(app, ravi.token, endpoints.donationStatement, { query: { from: '2024-02-01', to: '2024-01-01' } });
    expect(backwards.statusCode).toBe(400);
  });
});

describe("the admin's table and export", () => {
  it('pages 10 at a time, searches by payment id or message, filters by campaign, and never names an anonymous donor', async () => {
    const tag = unique('tag');
    const ravi = await person('Ravi Named');
    const hidden = await person('Hidden Donor');
    for (let i = 0; i < 11; i++) await donated(ravi, { amount: 50 + i, campaign: i % 2 ? 'food' : 'health', message: `${tag} gift ${i}` });
    const anonymous = await donated(hidden, { amount: 999, campaign: 'food', message: `${tag} quiet`, isAnonymous: true });

    const first = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalItems: 12, totalPages: 2 });
    expect(first.json().donations).toHaveLength(10);
    const second = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag, page: 2 } });
    expect(second.json().donations).toHaveLength(2);

    const food = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag, campaign: 'food' } });
    expect(food.json().totalItems).toBe(6);
    const all = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag, campaign: 'all' } });
    expect(all.json().totalItems).toBe(12);

    const byPayment = await injectAs(app, admin, endpoints.listDonations, { query: { search: anonymous.donation.stripePaymentId ?? '' } });
    expect(byPayment.json().donations).toHaveLength(1);
    const row = byPayment.json().donations[0];
    expect(row).toMatchObject({ _id: anonymous.donation.id, userId: null, donorName: null, isAnonymous: true, amount: 999, isDemo: true });
    expect(byPayment.body).not.toContain('Hidden Donor');
    expect(byPayment.body).not.toContain(hidden.id);

    const named = (first.json().donations as { isAnonymous: boolean; userId: unknown; donorName: string }[]).find((d) => !d.isAnonymous);
    expect(named?.userId).toEqual({ _id: ravi.id, name: 'Ravi Named' });
    expect(named?.donorName).toBe('Ravi Named');

    // The total is kept between pages, and follows every write to donations.
    await checkout(ravi, { amount: 75, campaign: 'food', message: `${tag} later` });
    const again = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag, page: 2 } });
    expect(again.json()).toMatchObject({ totalItems: 13, totalPages: 2 });
    expect(again.json().donations).toHaveLength(3);
    const foodAgain = await injectAs(app, admin, endpoints.listDonations, { query: { search: tag, campaign: 'food' } });
    expect(foodAgain.json().totalItems).toBe(7);

    const asUser = await injectAs(app, ravi.token, endpoints.listDonations);
    expect(asUser.statusCode).toBe(403);
  });

  it('exports the same list as CSV with its columns and filters, every cell quoted, and escapes formulas', async () => {
    const tag = unique('csv');
    const ravi = await person('Ravi Csv');
    const hidden = await person('Secret Giver');
    await donated(ravi, { amount: 150.5, campaign: 'education', message: `${tag} "quoted", text` });
    await donated(ravi, { amount: 200, campaign: 'food', message: `=${tag}` });
    await donated(hidden, { amount: 300, campaign: 'education', message: `${tag} anon`, isAnonymous: true });

    const res = await injectAs(app, admin, endpoints.exportDonations, { query: { search: tag, campaign: 'education' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = indiaDayOf();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="donations_export_${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe(`"Date","Payment ID","Amount (INR)","Campaign","Donor","Message","Status","${m.demoBadge()}"`);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^"${today}","demo_pi_[0-9a-f]+","300\\.00","Education","Anonymous","${tag} anon","completed","Yes"$`));
    expect(lines[2]).toContain(`"150.50","Education","Ravi Csv","${tag} ""quoted"", text","completed","Yes"`);
    expect(res.body).not.toContain('Secret Giver');

    const formula = await injectAs(app, admin, endpoints.exportDonations, { query: { search: tag, campaign: 'food' } });
    expect(formula.body.trim().split('\n')[1]).toContain(`,"'=${tag}",`);

    expect((await injectAs(app, ravi.token, endpoints.exportDonations)).statusCode).toBe(403);
  });

  it('starts with a UTF-8 byte order mark, keeps Hindi and curly quotes as UTF-8, and keeps a semicolon and what follows inside its cell', async () => {
    const tag = unique('bom');
    const anita = await person('अनीता शर्मा');
    await donated(anita, { amount: 250, campaign: 'education', message: `${tag} for the children’s books;=1+1` });
    const res = await injectAs(app, admin, endpoints.exportDonations, { query: { search: tag } });
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    // Excel on Windows reads a file as UTF-8 only when it starts with EF BB BF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from('"अनीता शर्मा"', 'utf8'))).toBe(true);
    expect(bytes.includes(Buffer.from(`"${tag} for the children’s books;=1+1"`, 'utf8'))).toBe(true);
    // Every cell of every line is quoted, empty ones included, so no separator a spreadsheet may
    // choose (comma, semicolon, tab) can split one.
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const [realRow] = await app.db
      .insert(donations)
      .values({ userId: anita.id, amount: 60, status: 'completed', message: `${tag} offline`, isAnonymous: false })
      .returning({ id: donations.id });
    const withEmpty = await injectAs(app, admin, endpoints.exportDonations, { query: { search: `${tag} offline` } });
    expect(withEmpty.body).toContain(`,"","60.00","General","अनीता शर्मा","${tag} offline","completed","No"`);
    expect(realRow).toBeDefined();
  });

  it('streams a long export in batches, every row once', async () => {
    const tag = unique('bulk');
    const ravi = await person();
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      userId: ravi.id,
      amount: 50 + (i % 7),
      campaign: 'general' as const,
      message: `${tag} ${i}`,
      status: 'completed' as const,
      // Many share a timestamp, so the batches' key must go on by id within one.
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, Math.floor(i / 10))),
    }));
    await app.db.insert(donations).values(rows);
    const res = await injectAs(app, admin, endpoints.exportDonations, { query: { search: tag } });
    const lines = res.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(2345);
    const numbers = new Set(lines.map((line) => Number(/ (\d+)","completed","No"$/.exec(line)?.[1])));
    expect(numbers.size).toBe(2345);
  });
});

describe('impact', () => {
  it('shows completed totals per campaign to anybody, naming no one', async () => {
    const donor = await person('Very Visible Name');
    forgetImpact(app.db);
    const before = (await injectAs(app, null, endpoints.donationImpact)).json();
    await donated(donor, { amount: 777, campaign: 'shelter', message: 'private note' });
    await checkout(donor, { amount: 5000, campaign: 'shelter' });
    forgetImpact(app.db);
    const res = await injectAs(app, null, endpoints.donationImpact);
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.totalAmount - before.totalAmount).toBeCloseTo(777);
    expect(after.totalDonations - before.totalDonations).toBe(1);
    const shelter = (figures: { campaigns: { campaign: string; amount: number }[] }) => figures.campaigns.find((c) => c.campaign === 'shelter')?.amount ?? 0;
    expect(shelter(after) - shelter(before)).toBeCloseTo(777);
    expect(res.body).not.toContain('Very Visible Name');
    expect(res.body).not.toContain(donor.email);
    expect(res.body).not.toContain('private note');
    expect(Object.keys(after).sort()).toEqual(['campaigns', 'totalAmount', 'totalDonations']);
  });
});

/** A local stand-in for Stripe's API: records each request and answers like Stripe. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: URLSearchParams;
}

describe('with STRIPE_SECRET_KEY: a real Checkout Session through the Stripe API', () => {
  let stripeApp: FastifyInstance;
  let closeStripeApp: () => Promise<void>;
  let fake: Server;
  const requests: Recorded[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const body = new URLSearchParams(text);
        requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (body.get('line_items[0][price_data][unit_amount]') === '6666600') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Amount refused' } }));
          return;
        }
        const id = `cs_test_${requests.length}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    ({ app: stripeApp, close: closeStripeApp } = await buildTestApp({
      rateLimit: false,
      env: { STRIPE_SECRET_KEY: 'sk_test_sahaya', STRIPE_API_URL: `http://127.0.0.1:${port}`, STRIPE_WEBHOOK_SECRET: '' },
    }));
  });
  afterAll(async () => {
    await closeStripeApp();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('sends Stripe the amount in paise, INR, the donation as client_reference_id and an idempotency key', async () => {
    const { user } = await createUser(stripeApp, { name: 'Stripe Donor' });
    const token = (await loginAs(stripeApp, user)).accessToken;
    const res = await injectAs(stripeApp, token, endpoints.createCheckoutSession, { body: { amount: 500.25, campaign: 'health', message: 'Get well' } });
    expect(res.statusCode, res.body).toBe(200);
    const request = requests.at(-1)!;
    const sessionId = `cs_test_${requests.length}`;
    expect(res.json()).toEqual({ checkoutUrl: `https://checkout.stripe.test/c/pay/${sessionId}` });
    const [row] = await stripeApp.db.select().from(donations).where(eq(donations.userId, user.id));
    expect(row).toMatchObject({ status: 'pending', checkoutSessionId: sessionId, amount: 500.25, isDemo: false });
    expect((await injectAs(stripeApp, token, endpoints.paymentOptions)).json()).toMatchObject({ online: true, demo: false });

    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_sahaya');
    expect(request.headers['idempotency-key']).toBe(`donation-checkout-${row?.id}`);
    const body = Object.fromEntries(request.body);
    expect(body).toMatchObject({
      mode: 'payment',
      client_reference_id: row?.id,
      'metadata[donationId]': row?.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '50025',
      'line_items[0][price_data][product_data][name]': 'Donation to Health',
      success_url: 'http://localhost:3000/user/donations?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/user/donations?success=false',
    });

    // Stripe's checkout completes it, never the demo page.
    const demo = await injectAs(stripeApp, token, endpoints.completeDemoCheckout, { params: { sessionId }, body: { outcome: 'pay' } });
    expect(demo.statusCode).toBe(404);
    // Without STRIPE_WEBHOOK_SECRET the webhook is off.
    const hook = await stripeApp.inject({ method: 'POST', url: endpoints.stripeWebhook.path, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(hook.statusCode).toBe(404);
  });

  it('answers 502 with the spec message and fails the donation when Stripe refuses', async () => {
    const { user } = await createUser(stripeApp);
    const token = (await loginAs(stripeApp, user)).accessToken;
    const res = await injectAs(stripeApp, token, endpoints.createCheckoutSession, { body: { amount: 66_666, campaign: 'food' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: m.processingFailed(), code: 'DONATION_PROCESSING_FAILED' });
    const [row] = await stripeApp.db.select().from(donations).where(eq(donations.userId, user.id));
    expect(row?.status).toBe('failed');
  });
});

describe('in production without a payment provider', () => {
  it('takes no donation, says why with a code, and completes no demo checkout opened before', async () => {
    const production = await buildTestApp({ rateLimit: false, env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
    try {
      const { user } = await createUser(production.app, { name: 'Prod Donor' });
      const token = (await loginAs(production.app, user)).accessToken;
      expect((await injectAs(production.app, token, endpoints.paymentOptions)).json()).toMatchObject({ online: false, demo: false });
      const res = await injectAs(production.app, token, endpoints.createCheckoutSession, { body: { amount: 999_999, campaign: 'general' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: m.paymentsUnavailable(), code: 'PAYMENTS_UNAVAILABLE' });
      expect(await production.app.db.select().from(donations).where(eq(donations.userId, user.id))).toEqual([]);

      // A demo checkout left from before the demo was turned off is not paid now.
      const sessionId = `demo_${'a'.repeat(48)}`;
      await production.app.db.insert(donations).values({ userId: user.id, amount: 500, checkoutSessionId: sessionId, isDemo: true });
      const pay = await injectAs(production.app, token, endpoints.completeDemoCheckout, { params: { sessionId }, body: { outcome: 'pay' } });
      expect(pay.statusCode).toBe(503);
      expect(pay.json().code).toBe('PAYMENTS_UNAVAILABLE');
      const [row] = await production.app.db.select().from(donations).where(eq(donations.userId, user.id));
      expect(row?.status).toBe('pending');
    } finally {
      await production.close();
    }
  });

  it('takes demo donations with DEMO_PAYMENTS=true, marked as demo ones', async () => {
    const production = await buildTestApp({
      rateLimit: false,
      env: { NODE_ENV: 'production', DEMO_PAYMENTS: 'true', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
    });
    try {
      const { user } = await createUser(production.app);
      const token = (await loginAs(production.app, user)).accessToken;
      expect((await injectAs(production.app, token, endpoints.paymentOptions)).json()).toMatchObject({ online: true, demo: true });
      const res = await injectAs(production.app, token, endpoints.createCheckoutSession, { body: { amount: 100, campaign: 'food' } });
      expect(res.statusCode, res.body).toBe(200);
      const history = await injectAs(production.app, token, endpoints.donationHistory);
      expect(history.json().donations).toMatchObject([{ amount: 100, isDemo: true, status: 'pending' }]);
    } finally {
      await production.close();
    }
  });
});
