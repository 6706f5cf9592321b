import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { authMessages } from '@sahaya/contract/messages';
import { newNotification } from '@sahaya/contract/notifications/events';
import { donations, paymentEvents, receiptSequences } from '../../db/schema/donations.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { whileNoticesFail } from '../../test/notices.ts';
import { signRazorpayWebhook, startRazorpayStandIn, type RazorpayStandIn, type StandInEvent } from '../../test/razorpay-stand-in.ts';
import { checkoutExpiry } from './donations.jobs.ts';

const KEY_ID = 'rzp_test_sahaya';
const KEY_SECRET = 'rzp_test_key_secret';
const WEBHOOK_SECRET = 'rzp_webhook_secret_for_sahaya';
const WEBHOOK_PATH = '/api/donations/webhook/razorpay';

let app: FastifyInstance;
let close: () => Promise<void>;
/** The same keys and a Stripe key too, PAYMENT_PROVIDER choosing Stripe, and no Razorpay webhook secret. */
let stripeApp: FastifyInstance;
let closeStripeApp: () => Promise<void>;
let standIn: RazorpayStandIn;
let admin: string;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  const razorpayKeys = { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: standIn.url, STRIPE_SECRET_KEY: 'sk_test_unused' };
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: { ...razorpayKeys, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_PROVIDER: 'razorpay' },
  }));
  // The hosted page sends its webhook over the network, as Razorpay does.
  await app.listen({ port: 0, host: '127.0.0.1' });
  standIn.setWebhookUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${WEBHOOK_PATH}`);
  ({ app: stripeApp, close: closeStripeApp } = await buildTestApp({
    rateLimit: false,
    env: { ...razorpayKeys, RAZORPAY_WEBHOOK_SECRET: '', PAYMENT_PROVIDER: 'stripe' },
  }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
});
afterAll(async () => {
  await close();
  await closeStripeApp();
  await standIn.close();
});

async function person(name = 'Ravi Kumar', on = app) {
  const { user } = await createUser(on, { name });
  return { id: user.id, name, email: user.email, token: (await loginAs(on, user)).accessToken };
}
type Person = Awaited<ReturnType<typeof person>>;

const rowOf = async (id: string) => (await app.db.select().from(donations).where(eq(donations.id, id)))[0];

/** A Razorpay checkout: the pending donation and the payment link the stand-in holds for it. */
async function checkout(who: Person, body: Record<string, unknown> = {}) {
  const res = await injectAs(app, who.token, endpoints.createCheckoutSession, { body: { amount: 500, campaign: 'health', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  const checkoutUrl = res.json().checkoutUrl as string;
  const linkId = checkoutUrl.split('/').pop() ?? '';
  const link = standIn.links.get(linkId);
  if (!link) throw new Error(`The stand-in holds no link ${linkId}`);
  const [row] = await app.db.select().from(donations).where(eq(donations.checkoutSessionId, linkId));
  if (!row) throw new Error('No donation for the payment link');
  return { checkoutUrl, link, donation: row };
}

function deliver(event: { body: string; headers: Record<string, string> }, on = app) {
  return on.inject({ method: 'POST', url: WEBHOOK_PATH, payload: event.body, headers: event.headers });
}

/** The same event with its body changed and signed again, as a sender with the secret could. */
function resigned(event: StandInEvent, change: (body: { payload: { payment_link: { entity: Record<string, unknown> } } }) => void): StandInEvent {
  const body = JSON.parse(event.body) as Parameters<typeof change>[0];
  change(body);
  const text = JSON.stringify(body);
  return { ...event, body: text, headers: { ...event.headers, 'x-razorpay-signature': signRazorpayWebhook(text, WEBHOOK_SECRET) } };
}

/** A link's paid event, signed, naming another payment: as a sender holding the webhook secret could send it. */
function paidWith(event: StandInEvent, paymentId: string, eventId: string): StandInEvent {
  const body = JSON.parse(event.body) as { payload: { payment: { entity: { id: string } } } };
  body.payload.payment.entity.id = paymentId;
  const text = JSON.stringify(body);
  return { eventId, body: text, headers: { ...event.headers, 'x-razorpay-event-id': eventId, 'x-razorpay-signature': signRazorpayWebhook(text, WEBHOOK_SECRET) } };
}

/** Receipt numbers given so far, over every financial year. */
async function receiptsGiven() {
  const rows = await app.db.select({ last: receiptSequences.lastNumber }).from(receiptSequences);
  return rows.reduce((sum, row) => sum + row.last, 0);
}

const thanksTo = (userId: string) =>
  app.db
    .select({ content: notifications.content })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.topic, 'donation')));

describe('the Razorpay checkout', () => {
  it('tells the donate page that Razorpay takes donations, UPI first, when PAYMENT_PROVIDER chooses it', async () => {
    const ravi = await person();
    const options = await injectAs(app, ravi.token, endpoints.paymentOptions);
    expect(options.json()).toEqual({ online: true, demo: false, provider: 'razorpay', methods: ['upi', 'card', 'netbanking', 'wallet'] });
    const asha = await person('Asha Stripe', stripeApp);
    const stripeOptions = await injectAs(stripeApp, asha.token, endpoints.paymentOptions);
    expect(stripeOptions.json()).toEqual({ online: true, demo: false, provider: 'stripe', methods: ['card'] });
  });

  it('opens a payment link for the amount in paise, in rupees, under the donation id, returning to the donations page, open for a day', async () => {
    const ravi = await person('Ravi Link');
    const opened = Math.floor(Date.now() / 1000);
    const { checkoutUrl, link, donation } = await checkout(ravi, { amount: 500.5, campaign: 'food' });
    // The link stops taking money when the donation's checkout expires.
    expect(link.expire_by).toBeGreaterThanOrEqual(opened + 24 * 3600);
    expect(link.expire_by).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 24 * 3600);
    expect(checkoutUrl).toBe(`${standIn.url}/i/${link.id}`);
    expect(link.id).toMatch(/^plink_/);
    expect(link.request).toMatchObject({
      amount: 50050,
      currency: 'INR',
      reference_id: donation.id,
      description: 'Donation to Food',
      customer: { name: 'Ravi Link', email: ravi.email },
      notify: { sms: false, email: false },
      callback_url: 'http://localhost:3000/api/donations/return/razorpay',
      callback_method: 'get',
    });
    expect(donation).toMatchObject({ userId: ravi.id, amount: 500.5, status: 'pending', provider: 'razorpay', isDemo: false, checkoutSessionId: link.id });
    // The demo checkout is not there while a provider takes donations.
    const demo = await injectAs(app, ravi.token, endpoints.completeDemoCheckout, { params: { sessionId: link.id }, body: { outcome: 'pay' } });
    expect(demo.statusCode).toBe(404);
  });

  it('keeps a PAN given at checkout on the donation and the profile, and uses the saved one next time', async () => {
    const ravi = await person('Ravi Pan');
    const bad = await injectAs(app, ravi.token, endpoints.createCheckoutSession, { body: { amount: 500, pan: 'ABCD1234' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.panInvalid());
    expect(await app.db.select().from(donations).where(eq(donations.userId, ravi.id))).toEqual([]);

    const first = await checkout(ravi, { pan: ' abcde1234f ' });
    expect(first.donation.donorPan).toBe('ABCDE1234F');
    const [profile] = await app.db.select({ pan: users.pan }).from(users).where(eq(users.id, ravi.id));
    expect(profile?.pan).toBe('ABCDE1234F');
    const second = await checkout(ravi);
    expect(second.donation.donorPan).toBe('ABCDE1234F');
    const other = await person('Someone Without Pan');
    expect((await checkout(other)).donation.donorPan).toBeNull();
  });

  it('opens one link when an answer is lost and the call is tried again, and fails the donation when Razorpay keeps failing', async () => {
    const ravi = await person('Ravi Retry');
    const before = standIn.links.size;
    standIn.failNextCreates(1, { afterCreate: true });
    const { link, donation } = await checkout(ravi);
    expect(standIn.links.size).toBe(before + 1);
    expect(link.reference_id).toBe(donation.id);

    standIn.failNextCreates(3, { status: 503 });
    const res = await injectAs(app, ravi.token, endpoints.createCheckoutSession, { body: { amount: 700 } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'DONATION_PROCESSING_FAILED', message: m.processingFailed() });
    const [failed] = await app.db.select().from(donations).where(and(eq(donations.userId, ravi.id), eq(donations.amount, 700)));
    expect(failed?.status).toBe('failed');
  });

  it('refuses a stranger with 401 and an admin with 403 before reading the body', async () => {
    for (const e of [endpoints.createCheckoutSession, endpoints.paymentOptions]) {
      const stranger = await injectAs(app, null, e, { body: { amount: 'lots' } });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json()).toEqual({ message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' });
      const asAdmin = await injectAs(app, admin, e, { body: { amount: 'lots' } });
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toEqual({ message: authMessages.forbidden(), code: 'FORBIDDEN' });
    }
  });
});

describe('the Razorpay webhook', () => {
  it("completes the donation when the donor pays on Razorpay's page, keeping the payment id and the way it was paid", async () => {
    const ravi = await person('Ravi Pays');
    const { checkoutUrl, link, donation } = await checkout(ravi);
    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(html).toContain('<h1>Pay ₹500.00</h1>');
    expect(html).toContain('Pay by UPI');

    const paid = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST',
      body: 'method=card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/donations/return/razorpay');
    expect(back.searchParams.get('razorpay_payment_link_id')).toBe(link.id);
    // The return route names the link as the donations page's session, as the thank-you reads it.
    const returned = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(`http://localhost:3000/user/donations?success=true&session_id=${link.id}`);
    expect(standIn.deliveries.at(-1)?.status).toBe(200);

    const row = await rowOf(donation.id);
    expect(row).toMatchObject({ status: 'completed', stripePaymentId: link.payment?.id, paymentMode: 'card', provider: 'razorpay' });
    expect(row?.stripePaymentId).toMatch(/^pay_/);
    expect(row?.receiptNumber).toMatch(/^SAH\/\d{4}-\d{2}\/\d{6}$/);
    const seen = await injectAs(app, ravi.token, endpoints.checkoutDonation, { params: { sessionId: link.id } });
    expect(seen.json()).toMatchObject({ demo: false, donation: { _id: donation.id, status: 'completed', paymentMode: 'card', provider: 'razorpay' } });
    expect(await thanksTo(ravi.id)).toEqual([{ content: m.completedNotice('₹500', 'Health') }]);
  });

  it('completes once and thanks once however often the same event comes, one after another or all at once', async () => {
    const ravi = await person('Ravi Again');
    const { link, donation } = await checkout(ravi);
    const receiptsBefore = await receiptsGiven();
    const event = standIn.payLink(link.id, { method: 'upi' });
    for (let i = 0; i < 5; i += 1) expect((await deliver(event)).statusCode).toBe(200);
    const racing = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Razorpay may also send the same payment under another event id.
    expect((await deliver(standIn.linkEvent(link.id, 'payment_link.paid'))).statusCode).toBe(200);
    expect(await rowOf(donation.id)).toMatchObject({ status: 'completed', paymentMode: 'upi' });
    expect(await thanksTo(ravi.id)).toHaveLength(1);
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId))).toHaveLength(1);
    // One receipt number was taken, however many deliveries there were.
    expect(await receiptsGiven()).toBe(receiptsBefore + 1);
  });

  it('tells the donor live only once the donation and its event are committed: a commit that fails tells nobody', async () => {
    const ravi = await person('Ravi Commits');
    const { link, donation } = await checkout(ravi);
    const event = standIn.payLink(link.id, { method: 'upi' });
    const emits = vi.spyOn(app.live, 'emitTo');
    const toldRavi = () => emits.mock.calls.filter(([userId, sent]) => userId === ravi.id && sent === newNotification);
    try {
      expect((await whileNoticesFail(app, () => deliver(event), { at: 'commit' })).statusCode).toBe(500);
      expect(toldRavi()).toEqual([]);
      expect((await rowOf(donation.id))?.status).toBe('pending');
      expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId))).toEqual([]);

      // Razorpay delivers it again: completed, thanked, and told once it is.
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await rowOf(donation.id))?.status).toBe('completed');
      expect(toldRavi()).toHaveLength(1);
      expect(await thanksTo(ravi.id)).toHaveLength(1);
    } finally {
      emits.mockRestore();
    }
  });

  it('completes a donation whose first events all arrive at once', async () => {
    const ravi = await person('Ravi Races');
    const { link, donation } = await checkout(ravi);
    const event = standIn.payLink(link.id, { method: 'netbanking' });
    const racing = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowOf(donation.id)).toMatchObject({ status: 'completed', paymentMode: 'netbanking' });
    expect(await thanksTo(ravi.id)).toHaveLength(1);
  });

  it('does not complete for another amount or currency', async () => {
    const ravi = await person('Ravi Short');
    const { link, donation } = await checkout(ravi);
    standIn.payLink(link.id);
    expect((await deliver(standIn.linkEvent(link.id, 'payment_link.paid', { amount: 49_900 }))).statusCode).toBe(200);
    expect((await deliver(standIn.linkEvent(link.id, 'payment_link.paid', { currency: 'USD' }))).statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('pending');
    expect(await thanksTo(ravi.id)).toEqual([]);
    // The right payment still completes it afterwards.
    await deliver(standIn.linkEvent(link.id, 'payment_link.paid'));
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });

  it("does not complete a donation through another donation's link", async () => {
    const ravi = await person('Ravi Mine');
    const mallory = await person('Mallory Other');
    const mine = await checkout(ravi);
    const theirs = await checkout(mallory);
    const paidTheirs = standIn.payLink(theirs.link.id);
    // Their link, paid, naming my donation: same amount, signed, and still not mine.
    const crossed = resigned(paidTheirs, (body) => {
      body.payload.payment_link.entity.reference_id = mine.donation.id;
    });
    expect((await deliver({ ...crossed, headers: { ...crossed.headers, 'x-razorpay-event-id': 'evt_Crossed000001' } })).statusCode).toBe(200);
    const notAnId = resigned(paidTheirs, (body) => {
      body.payload.payment_link.entity.reference_id = 'not-a-donation';
    });
    expect((await deliver({ ...notAnId, headers: { ...notAnId.headers, 'x-razorpay-event-id': 'evt_NotAnId000001' } })).statusCode).toBe(200);
    expect((await rowOf(mine.donation.id))?.status).toBe('pending');
    expect((await rowOf(theirs.donation.id))?.status).toBe('pending');
    expect(await thanksTo(ravi.id)).toEqual([]);
  });

  it('refuses a tampered body, a missing signature and another secret, and changes nothing', async () => {
    const ravi = await person('Ravi Forged');
    const { link, donation } = await checkout(ravi);
    const event = standIn.payLink(link.id);
    const tampered = { ...event, body: event.body.replace('"status":"captured"', '"status":"captured" ') };
    const unsigned = { ...event, headers: { ...event.headers, 'x-razorpay-signature': '' } };
    const otherSecret = { ...event, headers: { ...event.headers, 'x-razorpay-signature': signRazorpayWebhook(event.body, 'another secret') } };
    const notHex = { ...event, headers: { ...event.headers, 'x-razorpay-signature': 'z'.repeat(64) } };
    for (const forged of [tampered, unsigned, otherSecret, notHex]) {
      const res = await deliver(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: m.razorpaySignatureInvalid(), code: 'RAZORPAY_SIGNATURE_INVALID' });
    }
    const noHeader = await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: event.body, headers: { 'content-type': 'application/json' } });
    expect(noHeader.statusCode).toBe(400);
    expect((await rowOf(donation.id))?.status).toBe('pending');
    // A refused delivery does not use up its event id: the real one still completes it.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });

  it('refuses a signed body that is no event (null, a number, a list, a text) with 400, and changes nothing', async () => {
    const ravi = await person('Ravi Null');
    const { link, donation } = await checkout(ravi);
    const eventsBefore = await app.db.select().from(paymentEvents);
    for (const [i, body] of ['null', '0', '[]', '"payment_link.paid"', 'not json'].entries()) {
      const headers = { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_NotAnEvent00${i}`, 'x-razorpay-signature': signRazorpayWebhook(body, WEBHOOK_SECRET) };
      const res = await deliver({ body, headers });
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ message: m.payloadInvalid(), code: 'WEBHOOK_PAYLOAD_INVALID' });
    }
    expect(await app.db.select().from(paymentEvents)).toHaveLength(eventsBefore.length);
    expect((await rowOf(donation.id))?.status).toBe('pending');
    expect((await deliver(standIn.payLink(link.id))).statusCode).toBe(200);
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });

  it('completes one donation only with one payment, sent for another donation afterwards or for several at once', async () => {
    const ravi = await person('Ravi Pays Once');
    const first = await checkout(ravi);
    const second = await checkout(ravi);
    const paid = standIn.payLink(first.link.id);
    expect((await deliver(paid)).statusCode).toBe(200);
    const paymentId = (await rowOf(first.donation.id))?.stripePaymentId ?? '';
    expect(paymentId).toMatch(/^pay_/);
    const receiptsBefore = await receiptsGiven();

    // The second link's paid event, signed, naming the payment that paid the first: acknowledged, and nothing completed.
    const again = paidWith(standIn.payLink(second.link.id), paymentId, 'evt_SamePayment001');
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await rowOf(second.donation.id)).toMatchObject({ status: 'pending', stripePaymentId: null, receiptNumber: null });
    expect(await rowOf(first.donation.id)).toMatchObject({ status: 'completed', stripePaymentId: paymentId });
    expect(await receiptsGiven()).toBe(receiptsBefore);
    expect(await thanksTo(ravi.id)).toHaveLength(1);

    // A payment not seen before, named by the paid events of three donations delivered at once: one of them is completed.
    const racing = await Promise.all([checkout(ravi), checkout(ravi), checkout(ravi)]);
    const events = racing.map(({ link }, i) => paidWith(standIn.payLink(link.id), 'pay_SharedByThree', `evt_SharedPay00${i}`));
    const replies = await Promise.all(events.map((event) => deliver(event)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const rows = await Promise.all(racing.map(({ donation }) => rowOf(donation.id)));
    expect(rows.filter((row) => row?.status === 'completed').map((row) => row?.stripePaymentId)).toEqual(['pay_SharedByThree']);
    expect(rows.filter((row) => row?.status === 'pending')).toHaveLength(2);
    expect(await receiptsGiven()).toBe(receiptsBefore + 1);
    expect(await thanksTo(ravi.id)).toHaveLength(2);
  });

  it('answers 404 while RAZORPAY_WEBHOOK_SECRET is unset', async () => {
    const res = await deliver({ body: '{}', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signRazorpayWebhook('{}', WEBHOOK_SECRET) } }, stripeApp);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: m.razorpayWebhookOff(), code: 'RAZORPAY_WEBHOOK_NOT_CONFIGURED' });
  });

  it('fails a pending donation whose link is cancelled and expires one whose link expires, but not a completed one', async () => {
    const ravi = await person('Ravi Gives Up');
    const cancelled = await checkout(ravi);
    const expired = await checkout(ravi);
    const completed = await checkout(ravi);
    await deliver(standIn.linkEvent(cancelled.link.id, 'payment_link.cancelled'));
    await deliver(standIn.linkEvent(expired.link.id, 'payment_link.expired'));
    await deliver(standIn.payLink(completed.link.id));
    await deliver(standIn.linkEvent(completed.link.id, 'payment_link.cancelled'));
    await deliver(standIn.linkEvent(completed.link.id, 'payment_link.expired'));
    expect((await rowOf(cancelled.donation.id))?.status).toBe('failed');
    expect((await rowOf(expired.donation.id))?.status).toBe('expired');
    expect((await rowOf(completed.donation.id))?.status).toBe('completed');
  });

  it('records a gift whose payment comes after its checkout expired: the money taken is never lost', async () => {
    const ravi = await person('Ravi Pays Late');
    const { link, donation } = await checkout(ravi, { amount: 750 });
    // A day passes unpaid: the hourly job expires the checkout.
    await app.db.update(donations).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(donations.id, donation.id));
    await app.jobs.send(checkoutExpiry, {});
    await app.jobs.drain();
    expect((await rowOf(donation.id))?.status).toBe('expired');
    const history = await injectAs(app, ravi.token, endpoints.donationHistory);
    expect(history.json().donations[0]).toMatchObject({ _id: donation.id, status: 'expired', receiptNumber: null });

    // The payment was taken all the same, and Razorpay's webhook comes late: the gift is recorded, numbered and thanked.
    expect((await deliver(standIn.payLink(link.id, { method: 'upi' }))).statusCode).toBe(200);
    const row = await rowOf(donation.id);
    expect(row).toMatchObject({ status: 'completed', paymentMode: 'upi', stripePaymentId: link.payment?.id });
    expect(row?.receiptNumber).toMatch(/^SAH\/\d{4}-\d{2}\/\d{6}$/);
    expect(await thanksTo(ravi.id)).toEqual([{ content: m.completedNotice('₹750', 'Health') }]);
    // The next run of the job leaves it completed.
    await app.jobs.send(checkoutExpiry, {});
    await app.jobs.drain();
    expect((await rowOf(donation.id))?.status).toBe('completed');
  });

  it('acknowledges other events and completes nothing on the return address alone', async () => {
    const ravi = await person('Ravi Returns');
    const { link, donation } = await checkout(ravi);
    const other = standIn.linkEvent(link.id, 'payment_link.partially_paid');
    expect((await deliver(other)).statusCode).toBe(200);
    // The donor comes back with Razorpay's parameters (here made up), and the page reads the donation.
    const seen = await injectAs(app, ravi.token, endpoints.checkoutDonation, { params: { sessionId: link.id } });
    expect(seen.json().donation.status).toBe('pending');
    const back = await app.inject({
      method: 'GET',
      url: `/api/donations/return/razorpay?razorpay_payment_link_id=${link.id}&razorpay_payment_link_status=paid&razorpay_payment_id=pay_made_up`,
    });
    expect(back.headers.location).toBe(`http://localhost:3000/user/donations?success=true&session_id=${link.id}`);
    const page = await app.inject({ method: 'GET', url: `/user/donations?success=true&session_id=${link.id}` });
    expect(page.statusCode).not.toBe(500);
    // A return naming no link, or a malformed one, lands on the page and names nothing.
    for (const query of ['', '?razorpay_payment_link_id=../../etc', '?razorpay_payment_link_id=plink_x%26session_id%3Devil']) {
      const odd = await app.inject({ method: 'GET', url: `/api/donations/return/razorpay${query}` });
      expect(odd.statusCode).toBe(302);
      expect(odd.headers.location).toBe('http://localhost:3000/user/donations');
    }
    expect((await rowOf(donation.id))?.status).toBe('pending');
    // Another person cannot read it by its link id.
    const mallory = await person('Mallory Reads');
    expect((await injectAs(app, mallory.token, endpoints.checkoutDonation, { params: { sessionId: link.id } })).statusCode).toBe(404);
  });
});
