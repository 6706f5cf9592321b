/**
 * A call a person repeats with the same Idempotency-Key (a retry after a reply lost to a node that
 * died) is stored once and answered the first reply, whether the repeat comes after the first
 * committed or beside it; the key is the person's own, for one request, and kept a day. Counted in
 * the rows of each kind the four idempotent endpoints write.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assets from '@sahaya/contract/assets/endpoints';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as chats from '@sahaya/contract/chats/endpoints';
import * as donationEndpoints from '@sahaya/contract/donations/endpoints';
import { allEndpoints } from '@sahaya/contract/endpoints';
import { IDEMPOTENCY_KEY_HEADER, type Endpoint } from '@sahaya/contract/http';
import { commonMessages } from '@sahaya/contract/messages';
import { assetRequests } from '../../db/schema/assets.ts';
import { assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { donations } from '../../db/schema/donations.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { addresses } from '../../db/schema/people.ts';
import { idempotencyKeyCleanup } from '../../modules/system/system.jobs.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs, type TestInput } from '../../test/inject.ts';
import { removeExpiredKeys } from './idempotency.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

let keys = 0;
/** A key no other test sends. */
const newKey = () => `test-key:${Date.now()}.${(keys += 1)}`;

/** Calls `endpoint` as `who`, with `key` as its Idempotency-Key when one is given. */
const callWithKey = <E extends Endpoint>(who: { token: string }, endpoint: E, input: TestInput<E>, key?: string) =>
  injectAs(app, who.token, endpoint, input, key === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

const rows = async (table: typeof chatMessages | typeof assetRequests | typeof assistanceRequests | typeof donations, userColumn: unknown, id: string) => {
  const [row] = await app.db
    .select({ n: count() })
    .from(table as typeof assetRequests)
    .where(eq(userColumn as typeof assetRequests.userId, id));
  return row?.n ?? 0;
};
const messagesBy = (person: { id: string }) => rows(chatMessages, chatMessages.senderId, person.id);
const assetRequestsOf = (person: { id: string }) => rows(assetRequests, assetRequests.userId, person.id);
const assistanceRequestsOf = (person: { id: string }) => rows(assistanceRequests, assistanceRequests.userId, person.id);
const donationsOf = (person: { id: string }) => rows(donations, donations.userId, person.id);

/** A signed-in person of `role`, named `name`. */
async function named(role: 'user' | 'volunteer', name: string) {
  const { user, token } = await signedIn(app, role, { name });
  return { id: user.id, token };
}

/** A signed-in person of `role` with a primary address. */
async function person(role: 'user' | 'volunteer' = 'user', name = 'Ravi Kumar') {
  const { id, token } = await named(role, name);
  const [place] = await app.db
    .insert(addresses)
    .values({ userId: id, street: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', isPrimary: true })
    .returning({ id: addresses.id });
  return { id, token, addressId: place!.id };
}

/** A requester and the volunteer who took their request: a chat open for writing. */
async function openChat() {
  const requester = await named('user', 'Ravi Kumar');
  const volunteer = await named('volunteer', 'Vikram Rao');
  const requestId = await openAssistanceRequest(app, requester, volunteer.token);
  const message = (content: string) => ({ body: { requestId, receiverId: volunteer.id, content } });
  return { requester, volunteer, requestId, message };
}

const assistanceBody = (addressId: string, description = 'Help with shopping') => ({
  body: {
    type: 'volunteer',
    volunteerType: 'general',
    priority: 'normal',
    requestedDate: kit.day(2),
    requestedTime: '10:00',
    description,
    addressId,
  },
});

describe('a repeat with the same Idempotency-Key', () => {
  it('stores a chat message once and answers the first reply, status and body', async () => {
    const { requester, message } = await openChat();
    const key = newKey();
    const first = await callWithKey(requester, chats.sendMessage, message('Are you coming at nine?'), key);
    const again = await callWithKey(requester, chats.sendMessage, message('Are you coming at nine?'), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await messagesBy(requester)).toBe(1);
  });

  it('makes an asset request, an assistance request and a checkout once', async () => {
    const ravi = await person();
    const asset = await kit.addAsset();
    const period = { params: { id: asset._id }, body: { requestedDate: kit.day(1), returnDate: kit.day(5), quantity: 1 } };
    const checkout = { body: { amount: 500, campaign: 'health' as const } };
    const calls = [
      [assets.requestAsset, period, () => assetRequestsOf(ravi)],
      [assistance.createAssistanceRequest, assistanceBody(ravi.addressId), () => assistanceRequestsOf(ravi)],
      [donationEndpoints.createCheckoutSession, checkout, () => donationsOf(ravi)],
    ] as const;
    for (const [endpoint, input, stored] of calls) {
      const key = newKey();
      const first = await callWithKey(ravi, endpoint as Endpoint, input, key);
      const again = await callWithKey(ravi, endpoint as Endpoint, input, key);
      expect(first.statusCode, `${endpoint.path}: ${first.body}`).toBeLessThan(300);
      expect(again.statusCode, endpoint.path).toBe(first.statusCode);
      expect(again.json(), endpoint.path).toEqual(first.json());
      expect(await stored(), endpoint.path).toBe(1);
    }
  });

  it('sent ten times at once makes one row, and all ten get the same reply', async () => {
    const { requester, message } = await openChat();
    const ravi = await person();
    const asset = await kit.addAsset({ stocks: 3 });
    const period = { params: { id: asset._id }, body: { requestedDate: kit.day(1), returnDate: kit.day(3), quantity: 1 } };
    const chatKey = newKey();
    const loanKey = newKey();
    const [sent, asked] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => callWithKey(requester, chats.sendMessage, message('On my way?'), chatKey))),
      Promise.all(Array.from({ length: 10 }, () => callWithKey(ravi, assets.requestAsset, period, loanKey))),
    ]);
    for (const replies of [sent, asked]) {
      expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(replies.map((res) => res.body)).size).toBe(1);
    }
    expect(await messagesBy(requester)).toBe(1);
    expect(await assetRequestsOf(ravi)).toBe(1);
  });

  it('from another person is another key: their call is their own', async () => {
    const asha = await person('user', 'Asha Devi');
    const ravi = await person();
    const key = newKey();
    const hers = await callWithKey(asha, assistance.createAssistanceRequest, assistanceBody(asha.addressId, 'A lift to the clinic'), key);
    const his = await callWithKey(ravi, assistance.createAssistanceRequest, assistanceBody(ravi.addressId, 'A lift to the clinic'), key);
    expect(hers.statusCode).toBe(201);
    expect(his.statusCode).toBe(201);
    expect(his.json().assistanceRequest._id).not.toBe(hers.json().assistanceRequest._id);
    expect(his.json().assistanceRequest.user).not.toEqual(hers.json().assistanceRequest.user);
    expect(await assistanceRequestsOf(asha)).toBe(1);
    expect(await assistanceRequestsOf(ravi)).toBe(1);
  });

  it('with another body, or at another asset, is refused 422 and stores nothing', async () => {
    const { requester, message } = await openChat();
    const key = newKey();
    expect((await callWithKey(requester, chats.sendMessage, message('Nine o’clock?'), key)).statusCode).toBe(201);
    const changed = await callWithKey(requester, chats.sendMessage, message('Ten o’clock?'), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: commonMessages.idempotencyKeyReused(), code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await messagesBy(requester)).toBe(1);

    const ravi = await person();
    const [chair, walker] = [await kit.addAsset(), await kit.addAsset()];
    const body = { requestedDate: kit.day(1), returnDate: kit.day(4), quantity: 1 };
    const loanKey = newKey();
    expect((await callWithKey(ravi, assets.requestAsset, { params: { id: chair._id }, body }, loanKey)).statusCode).toBe(201);
    const elsewhere = await callWithKey(ravi, assets.requestAsset, { params: { id: walker._id }, body }, loanKey);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await assetRequestsOf(ravi)).toBe(1);
  });

  it('is the same request when it leaves out what defaults to the same', async () => {
    const { requester, requestId, volunteer } = await openChat();
    const key = newKey();
    const bare = { body: { requestId, receiverId: volunteer.id, content: 'Thank you!' } };
    const full = { body: { ...bare.body, uploadedMediaUrls: [] } };
    expect((await callWithKey(requester, chats.sendMessage, bare, key)).statusCode).toBe(201);
    expect((await callWithKey(requester, chats.sendMessage, full, key)).statusCode).toBe(201);
    expect(await messagesBy(requester)).toBe(1);
  });
});

describe('the Idempotency-Key header', () => {
  it('is refused 400 with its own code when malformed, before anything is stored', async () => {
    const { requester, message } = await openChat();
    for (const bad of ['', 'has space', 'x'.repeat(129), 'ключ', 'a,b', 'a/b']) {
      const res = await callWithKey(requester, chats.sendMessage, message('Hello'), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json(), JSON.stringify(bad)).toEqual({ message: commonMessages.idempotencyKeyInvalid(), code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect(await messagesBy(requester)).toBe(0);
    for (const good of ['a', 'x'.repeat(128), crypto.randomUUID(), 'order:42_v1.0-b']) {
      const res = await callWithKey(requester, chats.sendMessage, message(`Hello ${good.length}`), good);
      expect(res.statusCode, good).toBe(201);
    }
  });

  it('left out changes nothing: each call stores its own', async () => {
    const { requester, message } = await openChat();
    const first = await callWithKey(requester, chats.sendMessage, message('Hello'));
    const second = await callWithKey(requester, chats.sendMessage, message('Hello'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()._id).not.toBe(first.json()._id);
    expect(await messagesBy(requester)).toBe(2);
  });

  it('is not kept for a call that was refused, so the next try with it runs afresh', async () => {
    const ravi = await person();
    const asset = await kit.addAsset({ stocks: 1 });
    const key = newKey();
    const asking = (quantity: number) => ({ params: { id: asset._id }, body: { requestedDate: kit.day(1), returnDate: kit.day(4), quantity } });
    const refused = await callWithKey(ravi, assets.requestAsset, asking(2), key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_ENOUGH_STOCK');
    expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, ravi.id))).toEqual([]);
    const fixed = await callWithKey(ravi, assets.requestAsset, asking(1), key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await assetRequestsOf(ravi)).toBe(1);
  });

  it('is kept a day: the hourly cleanup removes older keys, and an older key starts afresh', async () => {
    const { requester, message } = await openChat();
    const key = newKey();
    expect((await callWithKey(requester, chats.sendMessage, message('Before'), key)).statusCode).toBe(201);
    const kept = newKey();
    expect((await callWithKey(requester, chats.sendMessage, message('Still kept'), kept)).statusCode).toBe(201);
    const ofRequester = eq(idempotencyKeys.userId, requester.id);
    const aged = (hours: number, which: string) =>
      app.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(idempotencyKeys.key, which));
    await aged(25, key);
    await aged(23, kept);

    // Past its day, the key answers nothing: the same call is a new one.
    const later = await callWithKey(requester, chats.sendMessage, message('Before'), key);
    expect(later.statusCode).toBe(201);
    expect(await messagesBy(requester)).toBe(3);

    await aged(25, key);
    await app.jobs.send(idempotencyKeyCleanup, {});
    await app.jobs.drain();
    const left = await app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(ofRequester);
    expect(left.map((row) => row.key)).toEqual([kept]);
    const repeat = await callWithKey(requester, chats.sendMessage, message('Still kept'), kept);
    expect(repeat.statusCode).toBe(201);
    expect(await messagesBy(requester)).toBe(3);
  });

  it('is removed in batches by the cleanup, a backlog larger than a batch to the last key', async () => {
    const { user } = await signedIn(app, 'user');
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3_600_000);
    const row = (key: string, createdAt: Date) => ({ userId: user.id, endpoint: 'POST /api/chats/messages', key, requestHash: 'x', createdAt });
    await app.db.insert(idempotencyKeys).values([...Array.from({ length: 7 }, (_, i) => row(`old-${i}`, old)), row('fresh', now)]);
    // Other tests' expired keys may go too: what matters is that all of these do, three at a time.
    expect(await removeExpiredKeys(app.db, now, 3)).toBeGreaterThanOrEqual(7);
    const left = await app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key: 'fresh' }]);
  });

  it('is in the API document of the four idempotent endpoints, and of no other', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema?: { pattern?: string } }[]; responses: Record<string, unknown> }>>;
    };
    const withHeader: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const header = operation.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
        if (!header) continue;
        withHeader.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(header.required).toBeFalsy();
        expect(header.schema?.pattern).toBeTruthy();
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '409', '422']));
      }
    }
    const idempotent = allEndpoints.filter((e) => e.idempotent).map((e) => `${e.method} ${e.path}`);
    expect(withHeader.sort()).toEqual(idempotent.sort());
    expect(idempotent).toHaveLength(4);
  });
});

describe('a checkout whose provider answers after the donation is stored', () => {
  let stripeApp: FastifyInstance;
  let closeStripeApp: () => Promise<void>;
  let stripe: Server;
  let sessions = 0;

  beforeAll(async () => {
    // Stripe's Checkout, slowly: the url comes 300 ms after the pending donation was committed.
    stripe = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        const refused = new URLSearchParams(text).get('line_items[0][price_data][unit_amount]') === '6666600';
        setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.statusCode = refused ? 400 : 200;
          res.end(
            JSON.stringify(
              refused
                ? { error: { type: 'invalid_request_error', message: 'Amount refused' } }
                : { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` },
            ),
          );
        }, 300);
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.address() as AddressInfo;
    ({ app: stripeApp, close: closeStripeApp } = await buildTestApp({
      rateLimit: false,
      env: { STRIPE_SECRET_KEY: 'sk_test_sahaya', STRIPE_API_URL: `http://127.0.0.1:${port}`, STRIPE_WEBHOOK_SECRET: '' },
    }));
  });
  afterAll(async () => {
    await closeStripeApp();
    await new Promise((resolve) => stripe.close(resolve));
  });

  const donor = async () => {
    const { user, token } = await signedIn(stripeApp, 'user', { name: 'Stripe Donor' });
    return { id: user.id, token };
  };
  const checkout = (who: { token: string }, amount: number, key: string) =>
    injectAs(stripeApp, who.token, donationEndpoints.createCheckoutSession, { body: { amount, campaign: 'health' } }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  const donationsOfDonor = async (who: { id: string }) => stripeApp.db.select().from(donations).where(eq(donations.userId, who.id));

  it('answers a repeat that came meanwhile the same checkout once the provider answers, with one donation', async () => {
    const who = await donor();
    const before = sessions;
    const key = newKey();
    const first = checkout(who, 750, key);
    // The repeat comes while the first waits for Stripe: it waits for the first's url.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [one, two] = await Promise.all([first, checkout(who, 750, key)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toEqual(one.json());
    expect(sessions - before).toBe(1);
    const rows = await donationsOfDonor(who);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', checkoutSessionId: `cs_test_${sessions}` });
  });

  it('lets the key go with a checkout the provider refused, so the next try asks the provider again', async () => {
    const who = await donor();
    const key = newKey();
    const before = sessions;
    const refused = await checkout(who, 66_666, key);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('DONATION_PROCESSING_FAILED');
    const again = await checkout(who, 66_666, key);
    expect(again.statusCode).toBe(502);
    expect(sessions - before).toBe(2);
    expect((await donationsOfDonor(who)).map((row) => row.status)).toEqual(['failed', 'failed']);
  });
});
