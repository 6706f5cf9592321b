import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { errorMessage } from '@sahaya/contract/error-codes';
import { updateNotificationPreferences } from '@sahaya/contract/notifications/endpoints';
import { defaultNotificationPreferences } from '@sahaya/contract/notifications/preferences';
import * as privacy from '@sahaya/contract/privacy/endpoints';
import * as endpoints from '@sahaya/contract/push/endpoints';
import { pushMessages } from '@sahaya/contract/push/messages';
import { getPublicConfig } from '@sahaya/contract/system/endpoints';
import { ConfigError } from '../../config.ts';
import { buildTestApp, testConfig } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { sendNotice } from '../../test/notices.ts';
import { browserDevice, decryptPush, startPushServiceStandIn, type PushRequest, type PushServiceStandIn } from '../../test/push-service-stand-in.ts';
import { addressAllowed, checkedLookup, endpointAllowed, isPublicAddress, publicOnly, pushAgent, type Resolve } from './push.addresses.ts';
import { deliverPush, devicesOf, MAX_DEVICES_PER_PERSON, PUSH_TTL_SECONDS, sendPushNotice, type PushSendDeps } from './push.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let pushService: PushServiceStandIn;
const trustedBefore = globalAgent.options.ca;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  pushService = await startPushServiceStandIn();
  // The server posts to push services through Node's default agent; here it also trusts the
  // stand-in's self-signed certificate, as a server started with NODE_EXTRA_CA_CERTS would.
  globalAgent.options.ca = [...rootCertificates, pushService.certificate];
});
afterAll(async () => {
  globalAgent.options.ca = trustedBefore;
  await pushService?.close();
  await close?.();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const b64url = (bytes: Buffer) => bytes.toString('base64url');
/** The policy outside production: the stand-in on 127.0.0.1 is a push service. */
const onThisMachine = { allowLoopback: true };

/** A browser's device at the stand-in's push service (or the endpoint given). */
const newDevice = (endpoint = pushService.endpoint()) => browserDevice(endpoint);

/** Checks the VAPID header (RFC 8292) with the public key it names, and answers its claims and key. */
function verifiedVapid(request: PushRequest): { claims: { aud: string; exp: number; sub: string }; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  expect(match, request.headers.authorization).not.toBeNull();
  const [, token = '', key = ''] = match ?? [];
  const [header = '', payload = '', signature = ''] = token.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed).toBe(true);
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), key };
}

const subscribeAs = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  injectAs(app, token, endpoints.subscribePush, { body }, { headers });
const unsubscribeAs = (token: string | null, endpoint: unknown) => injectAs(app, token, endpoints.unsubscribePush, { body: { endpoint } });
const endpointsOf = async (userId: string) => (await devicesOf(app.db, userId)).map((device) => device.endpoint);

describe('POST and DELETE /api/push/subscriptions', () => {
  it('refuse a stranger with 401 and store nothing', async () => {
    const device = newDevice();
    const subscribe = await subscribeAs(null, device.subscription);
    expect(subscribe.statusCode).toBe(401);
    expect(subscribe.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const unsubscribe = await unsubscribeAs(null, device.subscription.endpoint);
    expect(unsubscribe.statusCode).toBe(401);
    const rows = await app.db.execute(sql`select 1 from push_subscriptions where endpoint = ${device.subscription.endpoint}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('let every role turn a device on, several devices each, and answer in the reader’s language', async () => {
    for (const role of ['user', 'volunteer', 'admin'] as const) {
      const { user, token } = await signedIn(app, role);
      const phone = newDevice();
      const laptop = newDevice();
      const first = await subscribeAs(token, phone.subscription);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: pushMessages.subscribed(), code: 'PUSH_SUBSCRIBED' });
      const second = await subscribeAs(token, laptop.subscription, { 'accept-language': 'hi' });
      expect(second.statusCode).toBe(201);
      expect(second.json<{ message: string }>().message).toBe('इस डिवाइस पर सूचनाएँ चालू हैं।');
      expect((await endpointsOf(user.id)).sort()).toEqual([phone.subscription.endpoint, laptop.subscription.endpoint].sort());
    }
  });

  it('refuse an endpoint that is not https and keys of the wrong size, with the field named, and change nothing', async () => {
    const { user, token } = await signedIn(app);
    const device = newDevice();
    const cases: [unknown, string][] = [
      [{ ...device.subscription, endpoint: 'http://push.example.org/abc' }, 'endpoint'],
      [{ ...device.subscription, endpoint: 'not a url' }, 'endpoint'],
      [{ ...device.subscription, endpoint: `https://push.example.org/${'a'.repeat(1000)}` }, 'endpoint'],
      [{ ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'c2hvcnQ' } }, 'keys.p256dh'],
      [{ ...device.subscription, keys: { ...device.subscription.keys, auth: `${device.subscription.keys.auth}AAAA` } }, 'keys.auth'],
      [{ endpoint: device.subscription.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const reply = await subscribeAs(token, body);
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json(), field).toMatchObject({ code: 'VALIDATION', errors: { [field]: expect.any(String) } });
    }
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it('bind a device sent again with its keys by another person to that person, and take the owner’s renewed keys', async () => {
    const first = await signedIn(app);
    const second = await signedIn(app);
    const device = newDevice();
    expect((await subscribeAs(first.token, device.subscription)).statusCode).toBe(201);
    expect((await subscribeAs(first.token, device.subscription)).statusCode).toBe(201);
    expect(await endpointsOf(first.user.id)).toEqual([device.subscription.endpoint]);

    // The owner's browser renewed its keys: the device keeps its owner and takes them.
    const renewed = newDevice(device.subscription.endpoint);
    expect((await subscribeAs(first.token, renewed.subscription)).statusCode).toBe(201);
    // Another person signed in on the same browser sends the same subscription, keys and all.
    expect((await subscribeAs(second.token, renewed.subscription)).statusCode).toBe(201);
    expect(await endpointsOf(first.user.id)).toEqual([]);
    expect(await endpointsOf(second.user.id)).toEqual([device.subscription.endpoint]);
    const rows = await app.db.execute(sql`select p256dh from push_subscriptions where endpoint = ${device.subscription.endpoint}`);
    expect((rows as unknown as { rows: { p256dh: string }[] }).rows).toEqual([{ p256dh: renewed.subscription.keys.p256dh }]);
  });

  it('refuse with 409 an endpoint bound to another person sent with other keys, and leave the device with its owner', async () => {
    const owner = await signedIn(app);
    const stranger = await signedIn(app, 'volunteer');
    const device = newDevice();
    expect((await subscribeAs(owner.token, device.subscription)).statusCode).toBe(201);

    // Knowing the endpoint is not holding the subscription: keys of the stranger's own, or half of the owner's.
    const ownKeys = newDevice(device.subscription.endpoint).subscription;
    const halfKeys = { ...ownKeys, keys: { ...ownKeys.keys, p256dh: device.subscription.keys.p256dh } };
    for (const body of [ownKeys, halfKeys]) {
      const refused = await subscribeAs(stranger.token, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: pushMessages.endpointTaken(),
        code: 'PUSH_ENDPOINT_TAKEN',
        errors: { endpoint: pushMessages.endpointTaken() },
      });
    }
    // Sent at once, too: the endpoint's row decides, whichever comes first.
    const together = await Promise.all(Array.from({ length: 3 }, () => subscribeAs(stranger.token, ownKeys)));
    expect(together.map((reply) => reply.statusCode)).toEqual([409, 409, 409]);

    expect(await endpointsOf(stranger.user.id)).toEqual([]);
    expect(await endpointsOf(owner.user.id)).toEqual([device.subscription.endpoint]);
    const rows = await app.db.execute(sql`select p256dh, auth from push_subscriptions where endpoint = ${device.subscription.endpoint}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth }]);

    // A notice for the owner still reaches the owner's device, encrypted for the owner's keys.
    const since = pushService.requests.length;
    await sendPushNotice({ db: app.db, jobs: app.jobs }, owner.user.id, { title: 'Hello', body: 'Still yours', url: '/' });
    await app.jobs.drain();
    const [received] = pushService.requests.slice(since).filter((request) => request.endpoint === device.subscription.endpoint);
    expect(JSON.parse(decryptPush(received?.body ?? Buffer.alloc(0), device))).toMatchObject({ body: 'Still yours' });
  });

  it('keep a person’s newest devices when they pass the most anyone has, a device sent again counting as new', async () => {
    const { user, token } = await signedIn(app);
    const devices = Array.from({ length: MAX_DEVICES_PER_PERSON }, () => newDevice());
    for (const device of devices) expect((await subscribeAs(token, device.subscription)).statusCode).toBe(201);
    const [oldest, second] = devices as [ReturnType<typeof browserDevice>, ReturnType<typeof browserDevice>];
    await subscribeAs(token, oldest.subscription);
    const newest = newDevice();
    await subscribeAs(token, newest.subscription);

    const kept = await endpointsOf(user.id);
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(kept).not.toContain(second.subscription.endpoint);
    expect(kept).toEqual(expect.arrayContaining([oldest.subscription.endpoint, newest.subscription.endpoint]));
  });

  it('keep no more than the most anyone has when several devices are sent at once', async () => {
    const { user, token } = await signedIn(app);
    for (let i = 0; i < MAX_DEVICES_PER_PERSON; i++) expect((await subscribeAs(token, newDevice().subscription)).statusCode).toBe(201);
    // A few bursts, each counted: side by side, subscribes that did not wait for each other kept a few too many.
    for (let burst = 0; burst < 5; burst++) {
      const newest = Array.from({ length: 10 }, () => newDevice());
      const answers = await Promise.all(newest.map((device) => subscribeAs(token, device.subscription)));
      expect(answers.map((reply) => reply.statusCode)).toEqual(newest.map(() => 201));
      const kept = await endpointsOf(user.id);
      expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
      expect(kept).toEqual(expect.arrayContaining(newest.map((device) => device.subscription.endpoint)));
    }
  });

  it('remove only the caller’s own device: another person’s answers 404 and stays', async () => {
    const owner = await signedIn(app);
    const other = await signedIn(app, 'volunteer');
    const device = newDevice();
    await subscribeAs(owner.token, device.subscription);

    const refused = await unsubscribeAs(other.token, device.subscription.endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_NOT_FOUND', message: errorMessage('PUSH_SUBSCRIPTION_NOT_FOUND') });
    expect(await endpointsOf(owner.user.id)).toEqual([device.subscription.endpoint]);

    const removed = await unsubscribeAs(owner.token, device.subscription.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: pushMessages.unsubscribed(), code: 'PUSH_UNSUBSCRIBED' });
    expect(await endpointsOf(owner.user.id)).toEqual([]);
    expect((await unsubscribeAs(owner.token, device.subscription.endpoint)).statusCode).toBe(404);
    expect((await unsubscribeAs(owner.token, 'http://nope')).json()).toMatchObject({ code: 'VALIDATION', errors: { endpoint: expect.any(String) } });
  });

  it('put the person’s devices in their copy of their data, and no one else’s', async () => {
    const owner = await signedIn(app);
    const other = await signedIn(app);
    const mine = newDevice();
    await subscribeAs(owner.token, mine.subscription);
    await subscribeAs(other.token, newDevice().subscription);
    expect((await injectAs(app, owner.token, privacy.startExport)).statusCode).toBe(202);
    await app.jobs.drain();
    const ready = (await injectAs(app, owner.token, privacy.getExport)).json<{ url: string }>();
    const file = await app.inject({ url: ready.url, headers: { authorization: `Bearer ${owner.token}` } });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(file.rawPayload))['data.json']!));
    expect(data.pushDevices).toEqual([{ endpoint: mine.subscription.endpoint, createdAt: expect.any(String) }]);
  });
});

describe('sendPushNotice', () => {
  const notice = { title: 'Your request was approved', body: 'The wheelchair is ready to collect. आपका अनुरोध स्वीकृत हुआ।', url: '/user/asset-requests' };

  it('sends each device the notice encrypted for it, VAPID-signed with the key of GET /api/config, with a day’s TTL', async () => {
    const { user, token } = await signedIn(app);
    const phone = newDevice();
    const laptop = newDevice();
    await subscribeAs(token, phone.subscription);
    await subscribeAs(token, laptop.subscription);
    const since = pushService.requests.length;

    expect(await sendPushNotice({ db: app.db, jobs: app.jobs }, user.id, { ...notice, urgency: 'high' })).toBe(2);
    await app.jobs.drain();

    const { vapidPublicKey } = (await injectAs(app, null, getPublicConfig)).json<{ vapidPublicKey: string }>();
    for (const device of [phone, laptop]) {
      const received = pushService.requests.slice(since).filter((request) => request.endpoint === device.subscription.endpoint);
      expect(received).toHaveLength(1);
      const [request] = received as [PushRequest];
      expect(request.method).toBe('POST');
      expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(PUSH_TTL_SECONDS), urgency: 'high' });
      expect(request.body.includes(Buffer.from(notice.title))).toBe(false);
      expect(JSON.parse(decryptPush(request.body, device))).toEqual(notice);

      const { claims, key } = verifiedVapid(request);
      expect(key).toBe(vapidPublicKey);
      expect(claims.aud).toBe(pushService.origin);
      expect(claims.sub).toBe('mailto:no-reply@sahaya.local');
      const now = Date.now() / 1000;
      expect(claims.exp).toBeGreaterThan(now);
      expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    }
    // The other device of the pair cannot read this one's notice.
    const phoneRequest = pushService.requests.slice(since).find((request) => request.endpoint === phone.subscription.endpoint);
    expect(() => decryptPush(phoneRequest?.body ?? Buffer.alloc(0), laptop)).toThrow();
  });

  it('sends nothing to a person without devices, nor to another person’s', async () => {
    const lonely = await signedIn(app);
    const since = pushService.requests.length;
    expect(await sendPushNotice({ db: app.db, jobs: app.jobs }, lonely.user.id, notice)).toBe(0);
    await app.jobs.drain();
    expect(pushService.requests.length).toBe(since);
  });

  it('removes a device its push service answers 410 or 404 for, and keeps the person’s others', async () => {
    const { user, token } = await signedIn(app);
    const gone = newDevice();
    const missing = newDevice();
    const alive = newDevice();
    for (const device of [gone, missing, alive]) await subscribeAs(token, device.subscription);
    pushService.answer(gone.subscription.endpoint, 410);
    pushService.answer(missing.subscription.endpoint, 404);

    await sendPushNotice({ db: app.db, jobs: app.jobs }, user.id, notice);
    await app.jobs.drain();

    expect(await endpointsOf(user.id)).toEqual([alive.subscription.endpoint]);
    for (const device of [gone, missing, alive]) {
      expect(pushService.requests.filter((request) => request.endpoint === device.subscription.endpoint)).toHaveLength(1);
    }
  });

  it('tries a device whose push service fails again on its own: the others get the notice once', async () => {
    const { user, token } = await signedIn(app);
    const failing = newDevice();
    const working = newDevice();
    for (const device of [failing, working]) await subscribeAs(token, device.subscription);
    pushService.answer(failing.subscription.endpoint, 503);

    await sendPushNotice({ db: app.db, jobs: app.jobs }, user.id, notice);
    await app.jobs.drain();

    expect(pushService.requests.filter((request) => request.endpoint === working.subscription.endpoint)).toHaveLength(1);
    expect(pushService.requests.filter((request) => request.endpoint === failing.subscription.endpoint)).toHaveLength(1);
    // The failed device's job waits for its next try, and the device is kept.
    const jobs = await app.db.execute(sql`select state from pgboss.job where name = 'push-delivery' and data->>'subscriptionId' = (
      select id::text from push_subscriptions where endpoint = ${failing.subscription.endpoint})`);
    expect((jobs as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'retry' }]);
    expect((await endpointsOf(user.id)).sort()).toEqual([failing.subscription.endpoint, working.subscription.endpoint].sort());

    // Tried again once the service is back: delivered, nothing more to the other device.
    pushService.answer(failing.subscription.endpoint, 201);
    const [row] = (
      (await app.db.execute(sql`select id from push_subscriptions where endpoint = ${failing.subscription.endpoint}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const deps: PushSendDeps = { db: app.db, vapid: app.config.vapid, log: app.log, addresses: onThisMachine };
    expect(await deliverPush(deps, { subscriptionId: row?.id ?? '', notice })).toBe('sent');
    expect(pushService.requests.filter((request) => request.endpoint === working.subscription.endpoint)).toHaveLength(1);
  });

  it('throws on a failure worth trying again, and gives up on a refusal that would come again', async () => {
    const { user, token } = await signedIn(app);
    const device = newDevice();
    await subscribeAs(token, device.subscription);
    const [row] = (
      (await app.db.execute(sql`select id from push_subscriptions where endpoint = ${device.subscription.endpoint}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const warnings: object[] = [];
    const deps: PushSendDeps = { db: app.db, vapid: app.config.vapid, log: { warn: (details) => warnings.push(details) }, addresses: onThisMachine };
    const delivery = { subscriptionId: row?.id ?? '', notice };

    for (const status of [429, 500, 503]) {
      pushService.answer(device.subscription.endpoint, status);
      await expect(deliverPush(deps, delivery)).rejects.toThrow(String(status));
    }
    pushService.answer(device.subscription.endpoint, 413);
    expect(await deliverPush(deps, delivery)).toBe('refused');
    expect(warnings).toEqual([expect.objectContaining({ status: 413 })]);
    expect(await endpointsOf(user.id)).toEqual([device.subscription.endpoint]);

    // A device removed before its job ran is skipped.
    await unsubscribeAs(token, device.subscription.endpoint);
    expect(await deliverPush(deps, delivery)).toBe('unsubscribed');
  });
});

describe('a notice in the bell', () => {
  it('reaches the person’s device, in their words and opening its page, unless they turned that topic’s push off', async () => {
    const { user, token } = await signedIn(app);
    const device = newDevice();
    await subscribeAs(token, device.subscription);
    const since = pushService.requests.length;

    await sendNotice(app, { userId: user.id, type: 'system', content: 'Your wheelchair request was approved', topic: 'assetRequest' });
    await app.jobs.drain();
    const received = pushService.requests.slice(since).filter((request) => request.endpoint === device.subscription.endpoint);
    expect(received).toHaveLength(1);
    const payload = JSON.parse(decryptPush(received[0]?.body ?? Buffer.alloc(0), device));
    expect(payload).toMatchObject({ body: 'Your wheelchair request was approved', url: expect.stringMatching(/^\//) });
    expect(typeof payload.title).toBe('string');

    const preferences = { ...defaultNotificationPreferences, assetRequest: { email: true, push: false } };
    expect((await injectAs(app, token, updateNotificationPreferences, { body: { preferences } })).statusCode).toBe(200);
    const before = pushService.requests.length;
    await sendNotice(app, { userId: user.id, type: 'system', content: 'Your wheelchair was returned', topic: 'assetRequest' });
    await sendNotice(app, { userId: user.id, type: 'system', content: 'A meeting was scheduled', topic: 'meeting' });
    await app.jobs.drain();
    const after = pushService.requests.slice(before).map((request) => JSON.parse(decryptPush(request.body, device)).body);
    expect(after).toEqual(['A meeting was scheduled']);
  });
});

describe('push service addresses', () => {
  /** A device subscribed before its endpoint was checked as it is now: written straight into the table. */
  async function storedDevice(userId: string, endpoint: string): Promise<string> {
    const { keys } = newDevice().subscription;
    const result = await app.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth}) returning id`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  }
  const notice = { title: 't', body: 'b', url: '/' };

  it('refuse in production a device whose endpoint is on this machine or a special-purpose network, and take a public one', async () => {
    const production = await buildTestApp({ rateLimit: false, env: { NODE_ENV: 'production' } });
    try {
      const { user, token } = await signedIn(production.app);
      const keys = newDevice().subscription.keys;
      for (const endpoint of [
        pushService.endpoint(),
        'https://localhost/push/1',
        'https://localhost./push/1',
        'https://push.localhost./push/1',
        'https://10.1.2.3/push/1',
        'https://192.168.0.7:8443/push/1',
        'https://192.0.0.170/push/1',
        'https://198.18.0.1/push/1',
        'https://224.0.0.251/push/1',
        'https://255.255.255.255/push/1',
        'https://168.63.129.16/machine',
        'https://2130706433/push/1',
        'https://[::1]/push/1',
        'https://[::7f00:1]/push/1',
        'https://[::ffff:127.0.0.1]/push/1',
        'https://[64:ff9b::a9fe:a9fe]/latest',
        'https://[2002:a9fe:a9fe::1]/latest',
        'https://169.254.169.254/latest',
      ]) {
        const reply = await injectAs(production.app, token, endpoints.subscribePush, { body: { endpoint, keys } });
        expect(reply.statusCode, endpoint).toBe(400);
        expect(reply.json(), endpoint).toMatchObject({ code: 'PUSH_ENDPOINT_NOT_ALLOWED', errors: { endpoint: pushMessages.endpointNotAllowed() } });
      }
      expect(await devicesOf(production.app.db, user.id)).toEqual([]);
      const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';
      expect((await injectAs(production.app, token, endpoints.subscribePush, { body: { endpoint: fcm, keys } })).statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('pass only public unicast addresses, by one list, and loopback too only where allowed', () => {
    const refused = [
      '0.0.0.0', '127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '192.0.0.1', '192.0.0.192', '192.0.2.7', '198.18.0.1', '198.19.255.254', '224.0.0.1', '239.255.255.250',
      '240.0.0.1', '255.255.255.255', '168.63.129.16',
      '::', '::1', '::7f00:1', '::a00:1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'fd00::1', 'fd00:ec2::254', 'fe80::1',
      'ff02::1', '64:ff9b::7f00:1', '64:ff9b::808:808', '64:ff9b:1::1', '2002:7f00:1::', '2002:808:808::1', '2001::1',
      '2001:db8::1', '100::1', 'not an address', '127.1', '',
    ];
    for (const address of refused) {
      expect(isPublicAddress(address), address).toBe(false);
      expect(addressAllowed(address, publicOnly), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '142.250.183.10', '168.63.129.17', '2607:f8b0:4004:c1b::5f', '2a00:1450:4001:82b::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(addressAllowed('::ffff:8.8.8.8', publicOnly)).toBe(true);
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressAllowed(loopback, onThisMachine), loopback).toBe(true);
    for (const other of ['10.0.0.1', '::7f00:1', '169.254.169.254']) expect(addressAllowed(other, onThisMachine), other).toBe(false);

    expect(endpointAllowed('https://push.localhost/x', publicOnly)).toBe(false);
    expect(endpointAllowed('https://LOCALHOST../x', publicOnly)).toBe(false);
    expect(endpointAllowed('https://[::7f00:1]/x', onThisMachine)).toBe(false);
    expect(endpointAllowed('https://localhost./x', onThisMachine)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', publicOnly)).toBe(true);
    expect(endpointAllowed('https://fcm.googleapis.com./fcm/send/x', publicOnly)).toBe(true);
  });

  it('refuse at sending an endpoint that is an address outside the list, without posting to it, and remove that device', async () => {
    const { user } = await signedIn(app);
    const endpoints = ['https://198.18.0.1/push/1', 'https://[64:ff9b::a9fe:a9fe]/latest', 'https://168.63.129.16/machine', 'https://10.0.0.1/x'];
    const ids = await Promise.all(endpoints.map((endpoint) => storedDevice(user.id, endpoint)));
    // Nothing may leave this machine: a post that got this far is recorded and refused here.
    const posted: string[] = [];
    vi.spyOn(webpush, 'sendNotification').mockImplementation(async (subscription) => {
      posted.push(subscription.endpoint);
      throw new Error('no push service here');
    });
    const warnings: object[] = [];
    const deps: PushSendDeps = { db: app.db, vapid: app.config.vapid, log: { warn: (details) => warnings.push(details) }, addresses: onThisMachine };
    for (const id of ids) expect(await deliverPush(deps, { subscriptionId: id, notice })).toBe('refused');
    expect(posted).toEqual([]);
    expect(warnings).toHaveLength(endpoints.length);
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it('check at sending every address a name resolves to, with the resolver it is given', async () => {
    const answers: Record<string, string[]> = {
      localhost: ['127.0.0.1'],
      'push.example.org': ['142.250.183.10', '10.0.0.7'],
      'inward.example.org': ['::ffff:169.254.169.254'],
    };
    const asked: string[] = [];
    const resolve: Resolve = (hostname, _options, callback) => {
      asked.push(hostname);
      const addresses = answers[hostname];
      if (!addresses) return callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), []);
      callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    };
    const lookUp = (policy: typeof publicOnly, hostname: string) =>
      new Promise<unknown>((done) => checkedLookup(policy, resolve)(hostname, { all: true }, (error, addresses) => done(error ?? addresses)));
    expect(await lookUp(publicOnly, 'push.example.org')).toMatchObject({ code: 'EPUSHADDRESS', message: expect.stringContaining('10.0.0.7') });
    expect(await lookUp(onThisMachine, 'inward.example.org')).toMatchObject({ code: 'EPUSHADDRESS' });
    expect(await lookUp(publicOnly, 'localhost')).toMatchObject({ code: 'EPUSHADDRESS' });
    expect(await lookUp(onThisMachine, 'localhost')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await lookUp(publicOnly, 'nowhere.example.org')).toMatchObject({ code: 'ENOTFOUND' });

    // Delivery goes through the agent: a name resolving to a loopback address reaches the stand-in
    // only where loopback is allowed, and is refused, its device removed, where it is not.
    const { user, token } = await signedIn(app);
    const port = new URL(pushService.origin).port;
    const device = browserDevice(`https://localhost:${port}/push/by-name`);
    expect((await subscribeAs(token, device.subscription)).statusCode).toBe(201);
    const [row] = (
      (await app.db.execute(sql`select id from push_subscriptions where endpoint = ${device.subscription.endpoint}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const delivery = { subscriptionId: row?.id ?? '', notice };
    const warnings: object[] = [];
    const log = { warn: (details: object) => warnings.push(details) };
    const ca = [...rootCertificates, pushService.certificate];

    const here = pushAgent(onThisMachine, resolve, { ca });
    asked.length = 0;
    try {
      expect(await deliverPush({ db: app.db, vapid: app.config.vapid, log, addresses: onThisMachine, agent: here }, delivery)).toBe('sent');
    } finally {
      here.destroy();
    }
    expect(asked).toEqual(['localhost']);
    // The stand-in names what it received by its own origin, 127.0.0.1.
    expect(pushService.requests.filter((request) => request.endpoint === `${pushService.origin}/push/by-name`)).toHaveLength(1);

    const production = pushAgent(publicOnly, resolve, { ca });
    const since = pushService.requests.length;
    try {
      expect(await deliverPush({ db: app.db, vapid: app.config.vapid, log, addresses: publicOnly, agent: production }, delivery)).toBe('refused');
    } finally {
      production.destroy();
    }
    expect(pushService.requests.length).toBe(since);
    expect(warnings).toHaveLength(1);
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});

describe('the VAPID keys', () => {
  it('are made once and kept in DATA_DIR: a second start on the same folder offers the same public key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-vapid-'));
    try {
      const keys: string[] = [];
      for (let start = 0; start < 2; start++) {
        const node = await buildTestApp({ rateLimit: false, env: { DATA_DIR: dataDir } });
        try {
          keys.push((await injectAs(node.app, null, getPublicConfig)).json<{ vapidPublicKey: string }>().vapidPublicKey);
        } finally {
          await node.close();
        }
      }
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(keys[1]).toBe(keys[0]);
      const other = mkdtempSync(join(tmpdir(), 'sahaya-vapid-'));
      expect(testConfig(other).vapid.publicKey).not.toBe(keys[0]);
      rmSync(other, { recursive: true, force: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or the start is refused', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-vapid-'));
    const keysDir = mkdtempSync(join(tmpdir(), 'sahaya-vapid-'));
    try {
      const given = testConfig(keysDir).vapid;
      const config = testConfig(dataDir, { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey, MAIL_FROM: 'Sahaya <help@sahaya.example.org>' });
      expect(config.vapid).toEqual({ publicKey: given.publicKey, privateKey: given.privateKey, subject: 'mailto:help@sahaya.example.org' });
      expect(() => testConfig(dataDir, { VAPID_PUBLIC_KEY: given.publicKey })).toThrow(ConfigError);
      expect(() => testConfig(dataDir, { VAPID_PRIVATE_KEY: given.privateKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
      expect(() => testConfig(dataDir, { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: given.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(keysDir, { recursive: true, force: true });
    }
  });
});
