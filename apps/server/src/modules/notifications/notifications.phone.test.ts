/**
 * Notices by SMS and WhatsApp (issue #38), through the local stand-ins of MSG91 and the WhatsApp
 * Cloud API: a topic whose SMS is on sends its notice once, to the person's own number, in their
 * language; nothing while it is off (the default); WhatsApp only once the person agreed to it, and
 * nothing after they withdraw; nothing to a number that is not the person's own; the account's
 * notices by SMS to an account without e-mail; a dispatch alert to a volunteer who chose SMS; nothing
 * for a change that rolled back; a gateway's 5xx tried again and sent once; a choice turned off
 * stopping a message still waiting. And the preference calls' new fields. On PGlite by default, on
 * PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as dispatch from '@sahaya/contract/dispatch/endpoints';
import * as endpoints from '@sahaya/contract/notifications/endpoints';
import { defaultNotificationPreferences, type NotificationPreferences, type PhoneTopic } from '@sahaya/contract/notifications/preferences';
import type { NotificationPreferencesReply } from '@sahaya/contract/notifications/schemas';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { addresses, users } from '../../db/schema/people.ts';
import { notificationPreferences } from '../../db/schema/reach.ts';
import { contractText } from '../../lib/i18n.ts';
import { JOBS_SCHEMA } from '../../plugins/jobs/jobs.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { retryNow } from '../../test/jobs.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../../test/msg91-stand-in.ts';
import { sendNotice } from '../../test/notices.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { preferencesOf } from './notification-preferences.ts';
import { textsAtOnce, whatsAppsAtOnce } from './notifications.delivery.ts';
import { personalDataOfNotificationPreferences } from './notifications.personal-data.service.ts';
import { noticeText, notify } from './notifications.service.ts';

const AUTH_KEY = 'msg91-auth-key-for-sahaya';
const MSG91_TEMPLATES = { MSG91_TEMPLATE_OTP: '6650a1b2c3d4e5f6a7b8c9d0', MSG91_TEMPLATE_NOTICE: '6650a1b2c3d4e5f6a7b8c9d1', MSG91_TEMPLATE_REGISTERED: '6650a1b2c3d4e5f6a7b8c9d2' };
const TOKEN = 'EAAG-whatsapp-token-for-sahaya';
const PHONE_NUMBER_ID = '106540352242922';
const WHATSAPP_TEMPLATES = { WHATSAPP_TEMPLATE_OTP: 'sahaya_sign_in_code', WHATSAPP_TEMPLATE_NOTICE: 'sahaya_notice' };

let msg91: Msg91StandIn;
let whatsApp: WhatsAppStandIn;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: AUTH_KEY, templates: Object.values(MSG91_TEMPLATES) });
  whatsApp = await startWhatsAppStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, templates: Object.values(WHATSAPP_TEMPLATES) });
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: {
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_API_URL: msg91.url,
      ...MSG91_TEMPLATES,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_URL: whatsApp.url,
      ...WHATSAPP_TEMPLATES,
    },
  }));
});
afterAll(async () => {
  await close?.();
  await msg91?.close();
  await whatsApp?.close();
});

interface Person {
  id: string;
  token: string;
  /** The number in its international form, as the gateways are given it. */
  number: string;
}

/** A number of its own for each person, so a test reads only its own messages. */
let numbers = 0;
const newNumber = () => `+9198${String(76_600_000 + (numbers += 1)).padStart(8, '0')}`;

const smsTo = (number: string) => msg91.messages.filter((m) => m.recipients.some((r) => r.mobiles === number.slice(1)));
const whatsAppTo = (number: string) => whatsApp.messages.filter((m) => m.body.to === number.slice(1));

/**
 * A person with an e-mail address and a mobile number: their own (proved with a code) unless
 * `proved` is false, when it is only a contact number they typed.
 */
async function person(fields: { role?: 'user' | 'volunteer'; language?: 'en' | 'hi'; proved?: boolean; stored?: (number: string) => string } = {}): Promise<Person> {
  const number = newNumber();
  const { user } = await createUser(app, {
    role: fields.role ?? 'user',
    name: 'Meera Nair',
    language: fields.language ?? 'en',
    phone: fields.stored ? fields.stored(number) : number,
    phoneVerifiedAt: fields.proved === false ? null : new Date(),
  });
  return { id: user.id, token: (await loginAs(app, user)).accessToken, number };
}

/** An account without e-mail, which signs in with its number (made as the phone sign-up makes one, before any code). */
async function phoneOnlyAccount(language: 'en' | 'hi' = 'en') {
  const number = newNumber();
  const [row] = await app.db.insert(users).values({ name: 'Kamala Devi', email: null, phone: number, role: 'user', isVerified: true, language }).returning();
  return { id: row!.id, number };
}

const preferencesReply = async (who: Person): Promise<NotificationPreferencesReply> => {
  const res = await injectAs(app, who.token, endpoints.getNotificationPreferences);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const save = (who: Person, preferences: unknown) => injectAs(app, who.token, endpoints.updateNotificationPreferences, { body: { preferences } as never });

/** Turns the topic's channels to `choice`, keeping every other choice. */
async function choose(who: Person, topic: PhoneTopic, choice: Partial<NotificationPreferences[PhoneTopic]>) {
  const { preferences } = await preferencesReply(who);
  const res = await save(who, { ...preferences, [topic]: { ...preferences[topic], ...choice } });
  expect(res.statusCode, res.body).toBe(200);
}

const optIn = (who: Person, body: unknown) => injectAs(app, who.token, endpoints.updateWhatsAppOptIn, { body: body as never });

/** A loan approved, as the assets module tells its borrower: the notice the tests send. */
const loanApproved = (userId: string) =>
  sendNotice(app, { userId, type: 'system', topic: 'assetRequest', text: noticeText(assetRequestMessages.approvedNotice, 'Wheelchair', null) });
const LOANS_PAGE = 'http://localhost:3000/user/requests?tab=assets';

/** The states of the phone jobs of one person's notices, oldest first. */
async function phoneJobs(queue: 'notice-sms' | 'notice-whatsapp', notificationId: string): Promise<string[]> {
  const result = (await app.db.execute(
    sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue} and data->>'notificationId' = ${notificationId} order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

/** The count of a series of a gateway's counter, 0 when it is not there yet. */
async function counted(metric: 'sahaya_sms_messages_total' | 'sahaya_whatsapp_messages_total', outcome: string): Promise<number> {
  const text = (await app.inject('/metrics')).body;
  const series = `${metric}{kind="notice",outcome="${outcome}"} `;
  const line = text.split('\n').find((l) => l.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

describe('a notice by SMS', () => {
  it('goes once to the person’s own number when its topic’s SMS is on, in their language, with the page it opens', async () => {
    const asha = await person({ language: 'hi' });
    await choose(asha, 'assetRequest', { sms: true });
    const sentBefore = await counted('sahaya_sms_messages_total', 'sent');
    await loanApproved(asha.id);
    await app.jobs.drain();

    const [message, ...more] = smsTo(asha.number);
    expect(more).toEqual([]);
    const hindi = contractText('hi', assetRequestMessages.approvedNotice, 'Wheelchair', null);
    expect(hindi).not.toBe(assetRequestMessages.approvedNotice('Wheelchair', null));
    expect(message).toMatchObject({
      templateId: MSG91_TEMPLATES.MSG91_TEMPLATE_NOTICE,
      recipients: [{ mobiles: asha.number.slice(1), text: hindi, link: LOANS_PAGE }],
    });
    expect(whatsAppTo(asha.number)).toEqual([]);
    expect(await counted('sahaya_sms_messages_total', 'sent')).toBe(sentBefore + 1);
    // Nothing more comes once the queues have run again.
    await app.jobs.drain();
    expect(smsTo(asha.number)).toHaveLength(1);
  });

  it('sends nothing while the topic’s SMS is off, which it is until the person turns it on, nor for another topic', async () => {
    const ravi = await person();
    await loanApproved(ravi.id);
    await choose(ravi, 'meeting', { sms: true, whatsapp: true });
    expect((await optIn(ravi, { optIn: true })).statusCode).toBe(200);
    await loanApproved(ravi.id);
    await app.jobs.drain();
    expect(smsTo(ravi.number)).toEqual([]);
    expect(whatsAppTo(ravi.number)).toEqual([]);
  });

  it('reads a number an older row holds in ten digits in its international form', async () => {
    const old = await person({ stored: (number) => number.slice(3) });
    await choose(old, 'assetRequest', { sms: true });
    await loanApproved(old.id);
    await app.jobs.drain();
    expect(smsTo(old.number)).toHaveLength(1);
  });

  it('sends nothing to a number that is not the person’s own, whatever they chose', async () => {
    const typed = await person({ proved: false });
    expect((await preferencesReply(typed)).ownNumber).toBe(false);
    await choose(typed, 'assetRequest', { sms: true, whatsapp: true });
    expect((await optIn(typed, { optIn: true })).statusCode).toBe(200);
    await loanApproved(typed.id);
    await sendNotice(app, { userId: typed.id, type: 'system', text: noticeText(profileMessages.passwordChangedNotice), topic: 'account' });
    await app.jobs.drain();
    expect(smsTo(typed.number)).toEqual([]);
    expect(whatsAppTo(typed.number)).toEqual([]);
  });

  it('stops a message still waiting once the person turns the topic’s SMS off', async () => {
    const meera = await person();
    await choose(meera, 'assetRequest', { sms: true });
    msg91.failNext(1, 503);
    const notice = await loanApproved(meera.id);
    await app.jobs.drain();
    expect(await phoneJobs('notice-sms', notice._id)).toEqual(['retry']);

    await choose(meera, 'assetRequest', { sms: false });
    await retryNow(app);
    await app.jobs.drain();
    expect(smsTo(meera.number)).toEqual([]);
    expect(await phoneJobs('notice-sms', notice._id)).toEqual(['completed']);
  });
});

describe('the account’s notices by SMS', () => {
  it('go to an account without e-mail, whose number is its only channel, without any choice', async () => {
    const kamala = await phoneOnlyAccount('hi');
    await sendNotice(app, { userId: kamala.id, type: 'system', text: noticeText(profileMessages.passwordChangedNotice), topic: 'account' });
    await app.jobs.drain();
    expect(smsTo(kamala.number)).toEqual([
      expect.objectContaining({
        recipients: [{ mobiles: kamala.number.slice(1), text: contractText('hi', profileMessages.passwordChangedNotice), link: 'http://localhost:3000/user/profile/info' }],
      }),
    ]);
    // Its other notices follow its choices, which start off.
    await loanApproved(kamala.id);
    await app.jobs.drain();
    expect(smsTo(kamala.number)).toHaveLength(1);
    expect(whatsAppTo(kamala.number)).toEqual([]);
  });

  it('are mailed, not texted, to a person whose e-mail address was confirmed', async () => {
    const asha = await person();
    await sendNotice(app, { userId: asha.id, type: 'system', text: noticeText(profileMessages.passwordChangedNotice), topic: 'account' });
    await app.jobs.drain();
    expect(smsTo(asha.number)).toEqual([]);
  });
});

describe('a notice by WhatsApp', () => {
  it('goes only after the person agreed, in their language, and stops when they withdraw', async () => {
    const asha = await person({ language: 'hi' });
    await choose(asha, 'assetRequest', { whatsapp: true });
    await loanApproved(asha.id);
    await app.jobs.drain();
    expect(whatsAppTo(asha.number)).toEqual([]);

    const before = Date.now();
    const agreed = await optIn(asha, { optIn: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const at = (agreed.json() as NotificationPreferencesReply).whatsappOptIn.at;
    expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(at!)).toBeLessThanOrEqual(Date.now() + 1000);
    // Agreeing again keeps the first time, which is the one WhatsApp may ask about.
    expect((await optIn(asha, { optIn: true })).json().whatsappOptIn.at).toBe(at);
    const [row] = await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, asha.id));
    expect(row?.whatsappOptInAt?.toISOString()).toBe(at);
    // The copy of the person's own data says when they agreed.
    expect((await personalDataOfNotificationPreferences(app.db, asha.id))?.whatsappOptInAt?.toISOString()).toBe(at);

    await loanApproved(asha.id);
    await app.jobs.drain();
    const [message, ...more] = whatsAppTo(asha.number);
    expect(more).toEqual([]);
    expect(message?.body.template).toEqual({
      name: WHATSAPP_TEMPLATES.WHATSAPP_TEMPLATE_NOTICE,
      language: { code: 'hi' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: contractText('hi', assetRequestMessages.approvedNotice, 'Wheelchair', null) },
            { type: 'text', text: LOANS_PAGE },
          ],
        },
      ],
    });
    expect(smsTo(asha.number)).toEqual([]);

    const withdrawn = await optIn(asha, { optIn: false });
    expect(withdrawn.json().whatsappOptIn).toEqual({ at: null });
    // The topic's choice is kept, and sends nothing while the agreement is withdrawn.
    expect(withdrawn.json().preferences.assetRequest).toMatchObject({ whatsapp: true });
    await loanApproved(asha.id);
    await app.jobs.drain();
    expect(whatsAppTo(asha.number)).toHaveLength(1);
  });

  it('stops a message still waiting once the person withdraws their agreement', async () => {
    const ravi = await person();
    await choose(ravi, 'assetRequest', { whatsapp: true });
    await optIn(ravi, { optIn: true });
    whatsApp.failNext(1, 500);
    const notice = await loanApproved(ravi.id);
    await app.jobs.drain();
    expect(await phoneJobs('notice-whatsapp', notice._id)).toEqual(['retry']);

    await optIn(ravi, { optIn: false });
    await retryNow(app);
    await app.jobs.drain();
    expect(whatsAppTo(ravi.number)).toEqual([]);
    expect(await phoneJobs('notice-whatsapp', notice._id)).toEqual(['completed']);
  });
});

describe('the gateways and the transaction', () => {
  it('sends nothing for a change that rolled back: the notice and its jobs are written in its transaction', async () => {
    const asha = await person();
    await choose(asha, 'assetRequest', { sms: true, whatsapp: true });
    await optIn(asha, { optIn: true });
    const rolledBack = app.db.transaction(async (tx) => {
      await notify(app, { userId: asha.id, type: 'system', topic: 'assetRequest', text: noticeText(assetRequestMessages.approvedNotice, 'Wheelchair', null) }, { db: tx });
      throw new Error('The change failed');
    });
    await expect(rolledBack).rejects.toThrow('The change failed');
    await app.jobs.drain();
    expect(smsTo(asha.number)).toEqual([]);
    expect(whatsAppTo(asha.number)).toEqual([]);
  });

  it.each([
    ['SMS', 'notice-sms', 'sahaya_sms_messages_total'],
    ['WhatsApp', 'notice-whatsapp', 'sahaya_whatsapp_messages_total'],
  ] as const)('tries the %s again after the gateway answers 5xx, and sends it once', async (channel, queue, metric) => {
    const asha = await person();
    await choose(asha, 'assetRequest', channel === 'SMS' ? { sms: true } : { whatsapp: true });
    if (channel === 'WhatsApp') await optIn(asha, { optIn: true });
    const failedBefore = await counted(metric, 'failed');
    const sentBefore = await counted(metric, 'sent');
    if (channel === 'SMS') msg91.failNext(1, 502);
    else whatsApp.failNext(1, 503);
    const notice = await loanApproved(asha.id);
    await app.jobs.drain();
    const received = () => (channel === 'SMS' ? smsTo(asha.number) : whatsAppTo(asha.number));
    expect(received()).toEqual([]);
    expect(await phoneJobs(queue, notice._id)).toEqual(['retry']);

    await retryNow(app);
    await app.jobs.drain();
    expect(received()).toHaveLength(1);
    expect(await phoneJobs(queue, notice._id)).toEqual(['completed']);
    expect(await counted(metric, 'failed')).toBe(failedBefore + 1);
    expect(await counted(metric, 'sent')).toBe(sentBefore + 1);
  });
});

describe('a dispatch alert by SMS', () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  async function addressAt(ownerId: string, point: { latitude: number; longitude: number }) {
    const [row] = await app.db
      .insert(addresses)
      .values({ userId: ownerId, street: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004', isPrimary: true, ...point })
      .returning({ id: addresses.id });
    return row!.id;
  }

  async function onDutyAt(point: { latitude: number; longitude: number }) {
    const volunteer = await person({ role: 'volunteer' });
    await addressAt(volunteer.id, point);
    const res = await injectAs(app, volunteer.token, dispatch.setAvailability, { body: { onDuty: true, radiusKm: 10, addressId: null, skills: [] } });
    expect(res.statusCode, res.body).toBe(200);
    return volunteer;
  }

  it('reaches a volunteer on duty nearby who turned SMS on for requests for help, and not one who did not', async () => {
    const place = { latitude: 18.5, longitude: 73.85 };
    const north = (km: number) => ({ latitude: place.latitude + km / 111.2, longitude: place.longitude });
    const texted = await onDutyAt(north(2));
    const mailedOnly = await onDutyAt(north(3));
    await choose(texted, 'assistanceRequest', { sms: true });

    const { user: requester } = await createUser(app, { name: 'Kamala Devi', phone: '9876543210', email: `kamala-${randomUUID().slice(0, 8)}@example.test` });
    const addressId = await addressAt(requester.id, place);
    const token = (await loginAs(app, requester)).accessToken;
    const body = { type: 'volunteer', volunteerType: 'medical', priority: 'normal', requestedDate: tomorrow(), requestedTime: '10:30', description: 'Help me to the clinic', addressId };
    const created = await injectAs(app, token, assistance.createAssistanceRequest, { body });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().assistanceRequest._id as string;
    await app.jobs.drain();

    // The SMS says what the volunteer's bell says, and opens the request.
    const bell = await app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${texted.token}` } });
    const [alert] = bell.json().data as { content: string; requestId: string }[];
    expect(alert).toMatchObject({ requestId });
    expect(smsTo(texted.number)).toEqual([
      expect.objectContaining({
        recipients: [{ mobiles: texted.number.slice(1), text: alert!.content, link: `http://localhost:3000/volunteer/assistanceRequests/${requestId}` }],
      }),
    ]);
    expect(alert!.content).toContain('Pune');
    expect(smsTo(mailedOnly.number)).toEqual([]);
  });
});

describe('the preferences of SMS and WhatsApp', () => {
  it('start off for every topic, with no agreement to WhatsApp, and say whether the person has a number of their own', async () => {
    const asha = await person();
    expect(await preferencesReply(asha)).toEqual({ preferences: defaultNotificationPreferences, whatsappOptIn: { at: null }, ownNumber: true, ownEmail: true });
    // And whether they can be mailed at all: one who joined with a number alone cannot.
    await app.db.update(users).set({ email: null }).where(eq(users.id, asha.id));
    expect(await preferencesReply(asha)).toMatchObject({ ownNumber: true, ownEmail: false });
    for (const topic of ['assetRequest', 'assistanceRequest', 'meeting', 'donation'] as const) {
      expect(defaultNotificationPreferences[topic]).toMatchObject({ sms: false, whatsapp: false });
    }
    // The chat has no SMS or WhatsApp: its messages come too often for a text each.
    expect(defaultNotificationPreferences.chat).toEqual({ email: true, push: true });
  });

  it('read a row an older server saved, without SMS or WhatsApp, as the defaults of those', async () => {
    const ravi = await person();
    await app.db.insert(notificationPreferences).values({ userId: ravi.id, preferences: { assetRequest: { email: false, push: true }, meeting: { email: true, push: false, sms: 'yes' } } });
    const { preferences } = await preferencesReply(ravi);
    expect(preferences.assetRequest).toEqual({ email: false, push: true, sms: false, whatsapp: false });
    expect(preferences.meeting).toEqual({ email: true, push: false, sms: false, whatsapp: false });
    expect(preferencesOf(null, 'user')).toEqual(defaultNotificationPreferences);
  });

  it('keep a topic’s SMS and WhatsApp as they were when a save leaves them out', async () => {
    const asha = await person();
    await choose(asha, 'donation', { sms: true, whatsapp: true });
    const { volunteerDigest: _digest, ...emailAndPushOnly } = Object.fromEntries(
      Object.entries(defaultNotificationPreferences).map(([topic, choice]) => [topic, { email: (choice as { email: boolean }).email, push: false }]),
    );
    const saved = await save(asha, emailAndPushOnly);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences.donation).toEqual({ email: true, push: false, sms: true, whatsapp: true });
    expect(saved.json().preferences.meeting).toEqual({ email: true, push: false, sms: false, whatsapp: false });
  });

  it('refuse what is not true or false with 400 VALIDATION, and change nothing', async () => {
    const asha = await person();
    const { preferences } = await preferencesReply(asha);
    for (const bad of [{ sms: 'yes' }, { whatsapp: 1 }, { sms: null }]) {
      const res = await save(asha, { ...preferences, meeting: { ...preferences.meeting, ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    for (const bad of [{ optIn: 'true' }, { optIn: 1 }, {}, null]) {
      const res = await optIn(asha, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await preferencesReply(asha)).toEqual({ preferences, whatsappOptIn: { at: null }, ownNumber: true, ownEmail: true });
  });

  it('are each person’s own: a save or an agreement changes the caller’s alone', async () => {
    const asha = await person();
    const ravi = await person();
    await choose(ravi, 'meeting', { sms: true });
    await choose(asha, 'meeting', { sms: false, whatsapp: true });
    expect((await optIn(asha, { optIn: true })).statusCode).toBe(200);
    const theirs = await preferencesReply(ravi);
    expect(theirs.preferences.meeting).toEqual({ email: true, push: true, sms: true, whatsapp: false });
    expect(theirs.whatsappOptIn).toEqual({ at: null });
    expect((await optIn(ravi, { optIn: false })).statusCode).toBe(200);
    expect((await preferencesReply(asha)).whatsappOptIn.at).not.toBeNull();
  });

  it('are asked of by the delivery per notice: never for a chat message, the account by SMS only when it cannot be mailed', () => {
    const all = Object.fromEntries(
      Object.entries(defaultNotificationPreferences).map(([topic, choice]) => [topic, Object.fromEntries(Object.keys(choice).map((k) => [k, true]))]),
    ) as unknown as NotificationPreferences;
    expect(textsAtOnce({ type: 'message', topic: null }, all, false)).toBe(false);
    expect(whatsAppsAtOnce({ type: 'message', topic: null }, all)).toBe(false);
    expect(textsAtOnce({ type: 'system', topic: 'account' }, defaultNotificationPreferences, false)).toBe(true);
    expect(textsAtOnce({ type: 'system', topic: 'account' }, all, true)).toBe(false);
    expect(whatsAppsAtOnce({ type: 'system', topic: 'account' }, all)).toBe(false);
    expect(textsAtOnce({ type: 'system', topic: 'donation' }, all, true)).toBe(true);
    expect(textsAtOnce({ type: 'system', topic: 'donation' }, defaultNotificationPreferences, true)).toBe(false);
    // A system notice older than topics is a meeting's.
    expect(whatsAppsAtOnce({ type: 'system', topic: null }, all)).toBe(true);
  });
});
