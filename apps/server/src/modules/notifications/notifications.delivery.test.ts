/**
 * Notices by e-mail (issue #26): a loan approved mails its borrower once, within the jobs' first
 * round; a topic switched off mails nothing; two nodes sharing the database mail once; the
 * unsubscribe link works without signing in, for its topic only, by its page's button and by the
 * one-click POST of RFC 8058, and a tampered one changes nothing; the chat's unread messages are
 * gathered into one mail per conversation. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as assetEndpoints from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import * as chatEndpoints from '@sahaya/contract/chats/endpoints';
import type { NotificationTopic } from '@sahaya/contract/constants';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { meetingMessages } from '@sahaya/contract/meetings/messages';
import * as endpoints from '@sahaya/contract/notifications/endpoints';
import { notificationMessages } from '@sahaya/contract/notifications/messages';
import { defaultNotificationPreferences, type NotificationPreferences } from '@sahaya/contract/notifications/preferences';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { buildApp } from '../../app.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { notificationPreferences } from '../../db/schema/reach.ts';
import { contractText } from '../../lib/i18n.ts';
import { JOBS_SCHEMA } from '../../plugins/jobs/jobs.ts';
import { memoryMailer, type CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { retryNow } from '../../test/jobs.ts';
import { injectAs } from '../../test/inject.ts';
import * as assistanceEndpoints from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { addresses } from '../../db/schema/people.ts';
import { queueVolunteerDigests } from '../assistance-requests/assistance-requests.digest.ts';
import { markRead } from '../chats/chats.service.ts';
import { sendNotice } from '../../test/notices.ts';
import { noticeText } from './notifications.service.ts';
import { mailsAtOnce, pushes } from './notifications.delivery.ts';
import { personalDataOfNotificationPreferences } from './notifications.personal-data.service.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { checkReply } from '../../test/reply-check.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];
let admin: string;
let image: string;

beforeAll(async () => {
  ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  admin = (await loginAs(app, user)).accessToken;
  const res = await injectAs(app, admin, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  image = res.json().imageUrl as string;
});
afterAll(async () => close());
beforeEach(() => {
  mails.length = 0;
});

type Person = { id: string; email: string; token: string };

async function person(fields: { role?: 'user' | 'volunteer'; name?: string; language?: 'en' | 'hi' } = {}): Promise<Person> {
  const { user } = await createUser(app, { role: fields.role ?? 'user', name: fields.name ?? 'Ravi Kumar', language: fields.language ?? 'en' });
  return { id: user.id, email: user.email, token: (await loginAs(app, user)).accessToken };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new wheelchair, borrowed by `borrower`: answers the request's id. */
async function loanRequest(borrower: Person, assetName = `Wheelchair ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`) {
  const asset = await injectAs(app, admin, assetEndpoints.createAsset, {
    body: { name: assetName, category: 'wheelchair', description: 'Steel frame.', stocks: 5, image },
  });
  expect(asset.statusCode, asset.body).toBe(201);
  const requested = await injectAs(app, borrower.token, assetEndpoints.requestAsset, {
    params: { id: asset.json().asset._id },
    body: { requestedDate: day(1), quantity: 1 },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  return { requestId: requested.json().assetRequest._id as string, assetName };
}

const decide = async (id: string, status: 'approved' | 'rejected' | 'completed') => {
  const res = await injectAs(app, admin, assetEndpoints.decideAssetRequest, { params: { id }, body: { status } });
  expect(res.statusCode, res.body).toBe(200);
};

const mailsTo = (list: readonly CapturedMail[], to: string) => list.filter((mail) => mail.to === to);

const preferencesOf = async (who: Person) => {
  const res = await injectAs(app, who.token, endpoints.getNotificationPreferences);
  expect(res.statusCode).toBe(200);
  return res.json().preferences as NotificationPreferences;
};

const save = (who: Person | null, preferences: unknown) =>
  injectAs(app, who?.token ?? null, endpoints.updateNotificationPreferences, { body: { preferences } as never });

const withTopic = (topic: keyof NotificationPreferences, choice: object): NotificationPreferences =>
  ({ ...defaultNotificationPreferences, [topic]: { ...defaultNotificationPreferences[topic], ...choice } }) as NotificationPreferences;

const tokenOf = (mail: CapturedMail) => {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://x/');
  return url.searchParams.get('token') ?? '';
};

const unsubscribePage = (token: string) => app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
const oneClick = (token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('preferences', () => {
  it('refuses a stranger with 401 before reading anything', async () => {
    for (const res of [await injectAs(app, null, endpoints.getNotificationPreferences), await save(null, { junk: true })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('reads the defaults until the person saves, then what they saved, and only theirs changes', async () => {
    const asha = await person();
    const ravi = await person();
    expect(await preferencesOf(asha)).toEqual(defaultNotificationPreferences);
    const chosen = withTopic('chat', { email: false });
    const saved = await save(asha, { ...chosen, meeting: { ...defaultNotificationPreferences.meeting, push: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual({ ...chosen, meeting: { ...defaultNotificationPreferences.meeting, push: false } });
    expect(await preferencesOf(asha)).toEqual({ ...chosen, meeting: { ...defaultNotificationPreferences.meeting, push: false } });
    expect(await preferencesOf(ravi)).toEqual(defaultNotificationPreferences);
    // The copy of a person's data holds what they saved, and nothing for one who never chose.
    expect(await personalDataOfNotificationPreferences(app.db, asha.id)).toMatchObject({ preferences: { chat: { email: false, push: true } } });
    expect(await personalDataOfNotificationPreferences(app.db, ravi.id)).toBeNull();
  });

  it('refuses a save of the wrong shape with a clear message and changes nothing', async () => {
    const asha = await person();
    await save(asha, withTopic('donation', { push: false }));
    const { volunteerDigest: _digest, ...withoutDigest } = defaultNotificationPreferences;
    const { chat: _chat, ...withoutChat } = withoutDigest;
    for (const bad of [withoutChat, { ...withoutDigest, chat: { email: 'yes', push: true } }, null, 'everything']) {
      const res = await save(asha, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await preferencesOf(asha)).toEqual(withTopic('donation', { push: false }));
  });

  it('lets only a volunteer turn on the daily digest, and keeps it when a save leaves it out', async () => {
    const user = await person();
    const refused = await save(user, { ...defaultNotificationPreferences, volunteerDigest: { email: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VOLUNTEER_DIGEST_VOLUNTEERS_ONLY', message: notificationMessages.digestVolunteersOnly() });
    expect((await preferencesOf(user)).volunteerDigest).toEqual({ email: false });

    const volunteer = await person({ role: 'volunteer' });
    expect((await save(volunteer, { ...defaultNotificationPreferences, volunteerDigest: { email: true } })).statusCode).toBe(200);
    const { volunteerDigest: _left, ...rest } = withTopic('chat', { push: false });
    expect((await save(volunteer, rest)).json().preferences).toEqual({ ...rest, volunteerDigest: { email: true } });
  });
});

describe('a notice by e-mail', () => {
  it('mails a loan approved to its borrower once, with its page and one-click unsubscribe headers', async () => {
    const borrower = await person({ name: 'Meera Nair' });
    const { requestId, assetName } = await loanRequest(borrower);
    const started = Date.now();
    await decide(requestId, 'approved');
    await app.jobs.drain();
    expect(Date.now() - started).toBeLessThan(10_000);
    const sent = mailsTo(mails, borrower.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const text = assetRequestMessages.approvedNotice(assetName, null);
    expect(mail!.subject).toBe(text);
    expect(mail!.text).toContain(text);
    expect(mail!.text).toContain('http://localhost:3000/user/requests?tab=assets');
    expect(mail!.html).toContain('href="http://localhost:3000/user/requests?tab=assets"');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    // Nothing more comes once the queue has run again.
    await app.jobs.drain();
    expect(mailsTo(mails, borrower.email)).toHaveLength(1);
  });

  it('words the mail in the language the reader chose', async () => {
    const borrower = await person({ language: 'hi' });
    const { requestId, assetName } = await loanRequest(borrower);
    await decide(requestId, 'approved');
    await app.jobs.drain();
    const [mail] = mailsTo(mails, borrower.email);
    expect(mail!.subject).toBe(contractText('hi', assetRequestMessages.approvedNotice, assetName, null));
    expect(mail!.subject).not.toBe(assetRequestMessages.approvedNotice(assetName, null));
    expect(mail!.html).toContain('lang="hi"');
  });

  it('mails nothing about loans once the borrower switched that topic e-mail off, and still the bell', async () => {
    const borrower = await person();
    expect((await save(borrower, withTopic('assetRequest', { email: false }))).statusCode).toBe(200);
    const { requestId } = await loanRequest(borrower);
    await decide(requestId, 'approved');
    await app.jobs.drain();
    expect(mailsTo(mails, borrower.email)).toEqual([]);
    const bell = await app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${borrower.token}` } });
    expect(bell.json().data).toHaveLength(1);
  });

  it('mails once when two nodes share the database and both run the jobs', async () => {
    const other = memoryMailer();
    const second = await buildApp(app.config, { database: app.database, mailer: other.mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    await second.ready();
    try {
      const borrowers = await Promise.all([person(), person(), person()]);
      const loans = await Promise.all(borrowers.map((borrower) => loanRequest(borrower)));
      await Promise.all(loans.map(({ requestId }) => decide(requestId, 'approved')));
      await Promise.all([app.jobs.drain(), second.jobs.drain()]);
      for (const borrower of borrowers) expect([...mailsTo(mails, borrower.email), ...mailsTo(other.mails, borrower.email)]).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the account by e-mail', () => {
  it('always mails the notices about the account, with no link to stop them, whatever topics are off', async () => {
    const asha = await person();
    const everythingOff = Object.fromEntries(
      Object.entries(defaultNotificationPreferences).map(([topic, choice]) => [topic, Object.fromEntries(Object.keys(choice).map((k) => [k, false]))]),
    );
    expect((await save(asha, everythingOff)).statusCode).toBe(200);
    await sendNotice(app, { userId: asha.id, type: 'system', text: noticeText(profileMessages.passwordChangedNotice), topic: 'account' });
    await app.jobs.drain();
    const [mail, ...more] = mailsTo(mails, asha.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(profileMessages.passwordChangedNotice());
    expect(mail!.text).toContain('http://localhost:3000/user/profile/info');
    expect(mail!.headers).toBeUndefined();
  });
});

describe('the unsubscribe link', () => {
  it('shows its topic without signing in and changes nothing until its button is pressed', async () => {
    const borrower = await person({ name: 'Meera Nair' });
    const { requestId } = await loanRequest(borrower);
    await decide(requestId, 'approved');
    await app.jobs.drain();
    const token = tokenOf(mailsTo(mails, borrower.email)[0]!);
    const page = await unsubscribePage(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('your equipment requests');
    expect(page.body).toContain('<form method="post"');
    expect(await preferencesOf(borrower)).toEqual(defaultNotificationPreferences);

    // The page's button sends the same form a mail program's one-click does.
    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('E-mails about your equipment requests are off');
    expect(done.body).toContain('href="http://localhost:3000/user/profile/notifications"');
    expect(await preferencesOf(borrower)).toEqual(withTopic('assetRequest', { email: false }));

    // Only that topic: a request's notices still come by mail.
    const { requestId: next } = await loanRequest(borrower);
    await decide(next, 'approved');
    await app.jobs.drain();
    expect(mailsTo(mails, borrower.email)).toHaveLength(1);
  });

  it('turns off only its topic, keeping every other choice the person saved', async () => {
    const asha = await person();
    const chosen = { ...withTopic('meeting', { push: false }), donation: { ...defaultNotificationPreferences.donation, email: false, push: false } };
    await save(asha, chosen);
    const res = await oneClick(unsubscribeToken(app.config.jwtSecret, asha.id, 'chat'));
    expect(res.statusCode).toBe(200);
    expect(await preferencesOf(asha)).toEqual({ ...chosen, chat: { email: false, push: true } });
  });

  it('speaks the language of the person the link is for, in the title and the app’s name too', async () => {
    const sita = await person({ language: 'hi' });
    const token = unsubscribeToken(app.config.jwtSecret, sita.id, 'assetRequest');
    const page = await unsubscribePage(token);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('<title>आपके उपकरण अनुरोधों के बारे में ईमेल बंद करें? — सहाया</title>');
    expect(page.body).toContain('आपके उपकरण अनुरोधों के बारे में ईमेल बंद करें?');
    expect((await oneClick(token)).body).toContain('आपके उपकरण अनुरोधों के बारे में ईमेल बंद हो गए');
  });

  it('takes the one-click POST as multipart form data too, as RFC 8058 allows, and again without harm', async () => {
    const asha = await person();
    const token = unsubscribeToken(app.config.jwtSecret, asha.id, 'meeting');
    const form = multipartBody(null, { 'List-Unsubscribe': 'One-Click' });
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(await preferencesOf(asha)).toEqual(withTopic('meeting', { email: false }));
  });

  it('refuses a tampered, cut or foreign link with a clear page and changes nothing', async () => {
    const asha = await person({ language: 'hi' });
    const good = unsubscribeToken(app.config.jwtSecret, asha.id, 'assetRequest');
    const [id, , signature] = good.split('.');
    const forged = [
      `${id}.chat.${signature}`,
      `${id}.assetRequest.${signature!.slice(0, -2)}xx`,
      `${id}.assetRequest`,
      '',
      unsubscribeToken('another server secret that is long enough', asha.id, 'assetRequest'),
    ];
    for (const token of forged) {
      for (const res of [await unsubscribePage(token), await oneClick(token)]) {
        expect(res.statusCode, token).toBe(400);
        expect(res.body).toContain(notificationMessages.unsubscribeInvalid());
      }
    }
    expect(await preferencesOf(asha)).toEqual(defaultNotificationPreferences);
    const stored = await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, asha.id));
    expect(stored).toEqual([]);
  });
});

describe('the chat by e-mail', () => {
  async function conversation() {
    const requester = await person({ name: 'Ravi Kumar' });
    const volunteer = await person({ role: 'volunteer', name: 'Vikram Rao' });
    const requestId = await openAssistanceRequest(app, requester, volunteer.token);
    // The acceptance's own mail goes first, a try that failed on a busy machine included, so only the chat's are counted.
    await app.jobs.drain();
    await retryNow(app);
    await app.jobs.drain();
    mails.length = 0;
    return { requester, volunteer, requestId };
  }

  const send = async (from: Person, to: Person, requestId: string, content: string) => {
    const res = await injectAs(app, from.token, chatEndpoints.sendMessage, { body: { requestId, receiverId: to.id, content, uploadedMediaUrls: [] } });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** The digests waiting to run, made due now as if their 10 minutes had passed. */
  async function digestsDueNow(): Promise<number> {
    const result = (await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = 'chat-digest' and state = 'created' returning id`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  it('gathers three unread messages into one mail, once, after 10 minutes', async () => {
    const { requester, volunteer, requestId } = await conversation();
    for (const text of ['I am on my way.', 'The shop is closed, shall I try the next one?', 'Got everything.']) await send(volunteer, requester, requestId, text);
    await app.jobs.drain();
    // Before the 10 minutes, nothing; and one waiting digest for the conversation, not three.
    expect(mailsTo(mails, requester.email)).toEqual([]);
    expect(await digestsDueNow()).toBe(1);
    await app.jobs.drain();
    const sent = mailsTo(mails, requester.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('3 unread messages from Vikram Rao');
    for (const text of ['I am on my way.', 'The shop is closed, shall I try the next one?', 'Got everything.']) expect(sent[0]!.text).toContain(text);
    expect(sent[0]!.text).toContain(`/user/assistanceRequests/${requestId}?tab=chat`);
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const rows = await app.db.select({ mailedAt: chatMessages.mailedAt }).from(chatMessages).where(eq(chatMessages.requestId, requestId));
    expect(rows.every((row) => row.mailedAt !== null)).toBe(true);

    // A later message waits for its own digest, which lists it alone.
    await send(volunteer, requester, requestId, 'See you tomorrow.');
    expect(await digestsDueNow()).toBe(1);
    await app.jobs.drain();
    const later = mailsTo(mails, requester.email);
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('An unread message from Vikram Rao');
    expect(later[1]!.text).not.toContain('I am on my way.');
  });

  it('mails nothing when the messages were read first, or when the chat e-mail is off', async () => {
    const { requester, volunteer, requestId } = await conversation();
    await send(volunteer, requester, requestId, 'I am on my way.');
    await markRead(app, requester.id, requestId);
    await digestsDueNow();
    await app.jobs.drain();
    expect(mailsTo(mails, requester.email)).toEqual([]);

    await save(volunteer, withTopic('chat', { email: false }));
    await send(requester, volunteer, requestId, 'Thank you!');
    await digestsDueNow();
    await app.jobs.drain();
    expect(mailsTo(mails, volunteer.email)).toEqual([]);
  });
});

describe('a volunteer by e-mail', () => {
  /** A saved place of the person's, located: Pune's centre, moved north by `km`. */
  async function placeOf(who: Person, km = 0, isPrimary = true) {
    const [place] = await app.db
      .insert(addresses)
      .values({
        userId: who.id,
        street: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
        latitude: 18.52 + km / 111.2,
        longitude: 73.85,
        locationSource: 'device',
        isPrimary,
      })
      .returning({ id: addresses.id });
    return place!.id;
  }

  async function openRequest(requester: Person, description: string) {
    const addressId = await placeOf(requester, 2);
    const res = await injectAs(app, requester.token, assistanceEndpoints.createAssistanceRequest, {
      body: { type: 'volunteer', volunteerType: 'general', priority: 'normal', requestedDate: day(1), requestedTime: '09:00', description, addressId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().assistanceRequest._id as string;
  }

  it('mails a volunteer a request an admin assigned to them, opening it', async () => {
    const requester = await person({ name: 'Sita Devi' });
    const volunteer = await person({ role: 'volunteer', name: 'Vikram Rao' });
    const requestId = await openRequest(requester, 'Help with the doctor');
    await app.jobs.drain();
    mails.length = 0;
    const res = await injectAs(app, admin, assistanceEndpoints.assignVolunteer, { params: { id: requestId }, body: { volunteerId: volunteer.id } });
    expect(res.statusCode, res.body).toBe(200);
    await app.jobs.drain();
    const [mail, ...more] = mailsTo(mails, volunteer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(assistanceMessages.notices.assignedToVolunteer('Sita Devi'));
    expect(mail!.text).toContain(`http://localhost:3000/volunteer/assistanceRequests/${requestId}`);
    // The requester hears of it too, by the same topic.
    expect(mailsTo(mails, requester.email).map((m) => m.subject)).toEqual([assistanceMessages.notices.assignedToRequester('Vikram Rao')]);
  });

  it('mails the daily digest of open requests near them to the volunteers who chose it, and to no one else', async () => {
    const requester = await person({ name: 'Sita Devi' });
    const description = `Groceries ${Math.random().toString(36).replace(/[^a-z]/g, '')}`;
    await openRequest(requester, description);
    const chose = await person({ role: 'volunteer', name: 'Vikram Rao' });
    const didNot = await person({ role: 'volunteer', name: 'Anil Shah' });
    const nowhere = await person({ role: 'volunteer', name: 'Kiran Das' });
    // Lives far away, but saved a place near the request too (not their primary one).
    const elsewhere = await person({ role: 'volunteer', name: 'Meena Iyer' });
    await placeOf(chose);
    await placeOf(didNot);
    await placeOf(elsewhere, 500);
    await placeOf(elsewhere, 1, false);
    for (const volunteer of [chose, nowhere, elsewhere]) {
      expect((await save(volunteer, { ...defaultNotificationPreferences, volunteerDigest: { email: true } })).statusCode).toBe(200);
    }
    await app.jobs.drain();
    mails.length = 0;

    expect(await queueVolunteerDigests(app)).toBeGreaterThanOrEqual(3);
    await app.jobs.drain();
    const [mail, ...more] = mailsTo(mails, chose.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Sita, Pune (2 km): ${description}`);
    const [fromSecondPlace] = mailsTo(mails, elsewhere.email);
    expect(fromSecondPlace?.text).toContain(`Sita, Pune (1 km): ${description}`);
    expect(mail!.text).toContain('http://localhost:3000/volunteer/assistanceRequests');
    expect(tokenOf(mail!)).toBe(unsubscribeToken(app.config.jwtSecret, chose.id, 'volunteerDigest'));
    // Not chosen: nothing; chosen but without a located place: nothing to measure from.
    expect(mailsTo(mails, didNot.email)).toEqual([]);
    expect(mailsTo(mails, nowhere.email)).toEqual([]);

    // Its unsubscribe link turns the digest off, and the next day brings nothing.
    expect((await oneClick(tokenOf(mail!))).statusCode).toBe(200);
    expect((await preferencesOf(chose)).volunteerDigest).toEqual({ email: false });
    await queueVolunteerDigests(app);
    await app.jobs.drain();
    expect(mailsTo(mails, chose.email)).toHaveLength(1);
  });
});

describe('which notices go by e-mail at once', () => {
  const row = (fields: { type?: 'message' | 'system'; topic?: NotificationTopic | null; messageKey?: string | null }) => ({
    type: fields.type ?? 'system',
    topic: fields.topic ?? null,
    messageKey: fields.messageKey ?? null,
  });

  it('leaves a chat message to the digest and a meeting invitation or a donation’s thanks to its own mail, and mails the rest as chosen', () => {
    const all = defaultNotificationPreferences;
    expect(mailsAtOnce(row({ type: 'message' }), all, app.mailedOtherwise)).toBe(false);
    expect(mailsAtOnce(row({ topic: 'meeting', messageKey: contractKeyOf(meetingMessages.invitation) ?? null }), all, app.mailedOtherwise)).toBe(false);
    expect(mailsAtOnce(row({ topic: 'meeting', messageKey: contractKeyOf(meetingMessages.reminder) ?? null }), all, app.mailedOtherwise)).toBe(true);
    expect(mailsAtOnce(row({ topic: 'donation' }), all, app.mailedOtherwise)).toBe(true);
    // A donation's thanks: the receipt's mail says it.
    expect(mailsAtOnce(row({ topic: 'donation', messageKey: contractKeyOf(donationMessages.completedNotice) ?? null }), all, app.mailedOtherwise)).toBe(false);
    expect(mailsAtOnce(row({ topic: 'donation' }), withTopic('donation', { email: false }), app.mailedOtherwise)).toBe(false);
    // A system notice older than topics is a meeting's, as the bell reads it.
    expect(mailsAtOnce(row({}), withTopic('meeting', { email: false }), app.mailedOtherwise)).toBe(false);
  });

  it('pushes a chat message as chosen, and the account always', () => {
    expect(pushes(row({ type: 'message' }), withTopic('chat', { push: false }))).toBe(false);
    expect(pushes(row({ type: 'message' }), defaultNotificationPreferences)).toBe(true);
    const nothing = Object.fromEntries(Object.entries(defaultNotificationPreferences).map(([k, v]) => [k, { ...v, push: false }])) as unknown as NotificationPreferences;
    expect(pushes(row({ topic: 'account' }), nothing)).toBe(true);
  });
});
