import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { donationMessages } from '@sahaya/contract/donations/messages';
import * as endpoints from '@sahaya/contract/family/endpoints';
import { familyMessages } from '@sahaya/contract/family/messages';
import type { FamilyContact } from '@sahaya/contract/family/schemas';
import { meetingMessages } from '@sahaya/contract/meetings/messages';
import * as privacy from '@sahaya/contract/privacy/endpoints';
import * as profile from '@sahaya/contract/profile/endpoints';
import { familyContacts, familyInvitations } from '../../db/schema/reach.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FACTORY_PASSWORD, signedIn } from '../../test/factories.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { injectAs } from '../../test/inject.ts';
import { noticeDate, noticeText } from '../notifications/notifications.service.ts';
import { addressHash, forgetOldInvitations } from './family.addresses.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import { addContact, stopMails, tellFamily } from './family.service.ts';
import { mailFamilyNotice } from './family.jobs.ts';
import { DAY_MS } from '../../lib/durations.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];

beforeAll(async () => {
  ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

let serial = 0;
const contactEmail = () => `family-${++serial}-${Date.now()}@example.test`;
const mailsTo = (to: string) => mails.filter((mail) => mail.to === to);

/** The token of the stop link a mail's text carries. */
const stopTokenOf = (mail: CapturedMail | undefined) => decodeURIComponent(/\/family\/stop\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');

/** The address of a mail's one-click unsubscribe (RFC 8058), as its List-Unsubscribe header gives it. */
const oneClickUrl = (mail: CapturedMail | undefined) => {
  const header = mail?.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://missing/');
  return `${url.pathname}${url.search}`;
};

/** The stop link's token as mails made it before the links were signed with a key of their own. */
const legacyStopToken = (contactId: string) =>
  `${contactId}.${createHmac('sha256', app.config.jwtSecret).update(`family-stop:${contactId}`).digest('base64url')}`;

/** As if the address's last invitation went `days` ago. */
const invitedDaysAgo = (email: string, days: number) =>
  app.db.update(familyInvitations).set({ sentAt: new Date(Date.now() - days * DAY_MS) }).where(eq(familyInvitations.addressHash, addressHash(email)));

async function add(token: string, body: { name?: string; email?: string; relation?: string }) {
  return injectAs(app, token, endpoints.addFamilyContact, { body: { name: 'Meera Sharma', relation: 'Daughter', email: contactEmail(), ...body } });
}

/** Adds a contact and answers them with the token of the link their mail carries. */
async function addWithLink(token: string, email = contactEmail()) {
  const res = await add(token, { email });
  expect(res.statusCode, res.body).toBe(201);
  await app.jobs.drain();
  const mail = mailsTo(email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/family\/confirm\?token=(\S+)/);
  expect(link, mail?.text).toBeTruthy();
  return { contact: res.json<{ contact: FamilyContact }>().contact, email, token: decodeURIComponent(link![1]!) };
}

async function addConfirmed(token: string, email = contactEmail()) {
  const added = await addWithLink(token, email);
  const res = await injectAs(app, null, endpoints.confirmFamilyContact, { body: { token: added.token } });
  expect(res.statusCode, res.body).toBe(200);
  return added;
}

const approved = (userId: string, asset = 'Folding wheelchair') =>
  ({ userId, topic: 'assetRequest' as const, text: noticeText(assetRequestMessages.approvedNotice, asset, null) });

describe('adding a family contact', () => {
  it('mails the contact one confirmation, naming the person and what they will and will not be told', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const email = contactEmail();
    const res = await add(asha.token, { email: email.toUpperCase(), name: 'Meera Sharma', relation: 'Daughter' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: familyMessages.added(),
      code: 'FAMILY_CONTACT_ADDED',
      contact: { name: 'Meera Sharma', email, relation: 'Daughter', confirmed: false },
    });
    await app.jobs.drain();
    const sent = mailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Asha Verma added you as a family contact on Sahaya');
    expect(sent[0]!.text).toContain('Hello,');
    expect(sent[0]!.text).toContain('Asha Verma added you as their family contact on Sahaya');
    expect(sent[0]!.text).toContain('We never send you their chats or their donations.');
    expect(sent[0]!.text).toContain('Nothing is sent to you before you confirm.');
    expect(sent[0]!.text).toMatch(/\/family\/confirm\?token=[\w-]+/);

    const list = await injectAs(app, asha.token, endpoints.listFamilyContacts);
    expect(list.json<{ contacts: FamilyContact[] }>().contacts).toEqual([expect.objectContaining({ email, confirmed: false })]);
    // The token is stored only as its hash.
    const [row] = await app.db.select().from(familyContacts).where(eq(familyContacts.email, email));
    expect(sent[0]!.text).not.toContain(row!.tokenHash!);
    const token = decodeURIComponent(/token=(\S+)/.exec(sent[0]!.text)![1]!);
    const jobs = await app.db.execute(sql`select data::text as data from pgboss.job where name like 'family-%'`);
    const written = (jobs as unknown as { rows: { data: string }[] }).rows;
    expect(written.length).toBeGreaterThan(0);
    for (const job of written) expect(job.data).not.toContain(token);
  });

  it('writes the confirmation in the language of the person who added them', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha', language: 'hi' });
    const email = contactEmail();
    expect((await add(asha.token, { email })).statusCode).toBe(201);
    await app.jobs.drain();
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Asha ने आपको सहाया पर परिवार के संपर्क के रूप में जोड़ा है');
    expect(mail!.text).toContain('नमस्ते,');
    expect(mail!.text).toContain('सहाया से ऐसे ईमेल फिर कभी न पाने के लिए, चाहे कोई भी आपको जोड़े, यह लिंक खोलें:');
    expect(mail!.html).toContain('<html lang="hi">');
  });

  it('puts nothing the person typed about the contact in the mail, only the name of their account', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const email = contactEmail();
    const res = await add(asha.token, { email, name: 'Claim your prize', relation: 'Visit prize.example now' });
    expect(res.statusCode, res.body).toBe(201);
    await app.jobs.drain();
    const [mail] = mailsTo(email);
    const everything = `${mail!.subject}\n${mail!.text}\n${mail!.html}`;
    expect(everything).toContain('Asha Verma');
    expect(everything).not.toMatch(/prize/i);
  });

  it('mails an address once in 30 days however often it is removed and added again, from one account or several', async () => {
    const asha = await signedIn(app, 'user');
    const ravi = await signedIn(app, 'user');
    const email = contactEmail();
    const first = await add(asha.token, { email });
    expect(first.json()).toMatchObject({ code: 'FAMILY_CONTACT_ADDED', contact: { invited: true } });
    await app.jobs.drain();
    for (const token of [asha.token, asha.token, ravi.token, ravi.token]) {
      const [contact] = (await injectAs(app, token, endpoints.listFamilyContacts)).json<{ contacts: FamilyContact[] }>().contacts;
      if (contact) expect((await injectAs(app, token, endpoints.removeFamilyContact, { params: { id: contact._id } })).statusCode).toBe(200);
      const again = await add(token, { email });
      // The contact is kept, and the person is told no mail went, and why.
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({
        code: 'FAMILY_CONTACT_ADDED_NOT_MAILED',
        message: familyMessages.addedNotMailed(),
        contact: { email, confirmed: false, invited: false },
      });
    }
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await injectAs(app, ravi.token, endpoints.listFamilyContacts)).json().contacts).toEqual([expect.objectContaining({ email })]);

    // Once the 30 days are over, the next add mails again, whoever makes it.
    await invitedDaysAgo(email, 31);
    const [kept] = (await injectAs(app, asha.token, endpoints.listFamilyContacts)).json<{ contacts: FamilyContact[] }>().contacts;
    await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: kept!._id } });
    expect((await add(asha.token, { email })).json()).toMatchObject({ code: 'FAMILY_CONTACT_ADDED' });
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('gives the address its turn back when the contact is removed before their invitation went', async () => {
    const asha = await signedIn(app, 'user');
    const email = contactEmail();
    // An add whose confirmation job has not run yet.
    const waiting = { db: app.db, config: app.config, jobs: { send: async () => undefined } as unknown as Jobs };
    const { contact } = await addContact(waiting, asha.user.id, { name: 'Meera Sharma', email, relation: 'Daughter' });
    expect(contact.invited).toBe(true);
    expect((await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: contact._id } })).statusCode).toBe(200);

    const again = await add(asha.token, { email });
    expect(again.json()).toMatchObject({ code: 'FAMILY_CONTACT_ADDED', contact: { invited: true } });
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
    // Once it went, removing the contact gives nothing back.
    await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: again.json<{ contact: FamilyContact }>().contact._id } });
    expect((await add(asha.token, { email })).json()).toMatchObject({ code: 'FAMILY_CONTACT_ADDED_NOT_MAILED' });
  });

  it('sends one invitation when several accounts add one address at once', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => signedIn(app, 'user')));
    const email = contactEmail();
    const replies = await Promise.all(people.map((person) => add(person.token, { email })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(replies.map((r) => r.json<{ code: string }>().code).sort()).toEqual([
      'FAMILY_CONTACT_ADDED',
      'FAMILY_CONTACT_ADDED_NOT_MAILED',
      'FAMILY_CONTACT_ADDED_NOT_MAILED',
      'FAMILY_CONTACT_ADDED_NOT_MAILED',
    ]);
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('forgets, each day, the addresses invited more than 30 days ago that never said stop', async () => {
    const [asha, ravi] = [await signedIn(app, 'user'), await signedIn(app, 'user')];
    const [old, recent, stopped] = [contactEmail(), contactEmail(), contactEmail()];
    for (const [person, email] of [[asha, old], [asha, recent], [ravi, stopped]] as const) expect((await add(person.token, { email })).statusCode).toBe(201);
    await invitedDaysAgo(old, 31);
    await invitedDaysAgo(stopped, 31);
    await app.db.update(familyInvitations).set({ stoppedAt: new Date() }).where(eq(familyInvitations.addressHash, addressHash(stopped)));
    await forgetOldInvitations(app.db);
    const kept = await app.db.select({ hash: familyInvitations.addressHash }).from(familyInvitations);
    const hashes = kept.map((row) => row.hash);
    expect(hashes).not.toContain(addressHash(old));
    expect(hashes).toEqual(expect.arrayContaining([addressHash(recent), addressHash(stopped)]));
  });

  it('forgets a backlog of old invitations larger than a batch, to the last', async () => {
    const old = new Date(Date.now() - 40 * DAY_MS);
    const hashes = Array.from({ length: 5 }, () => addressHash(contactEmail()));
    await app.db.insert(familyInvitations).values([
      ...hashes.map((hash) => ({ addressHash: hash, sentAt: old })),
      { addressHash: addressHash(contactEmail()), sentAt: null },
    ]);
    const stopped = addressHash(contactEmail());
    await app.db.insert(familyInvitations).values({ addressHash: stopped, sentAt: old, stoppedAt: old });
    expect(await forgetOldInvitations(app.db, new Date(), 2)).toBeGreaterThanOrEqual(6);
    const left = (await app.db.select({ hash: familyInvitations.addressHash }).from(familyInvitations)).map((row) => row.hash);
    expect(left).toContain(stopped);
    for (const hash of hashes) expect(left).not.toContain(hash);
  });

  it('sends nothing but the confirmation before the contact confirms', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha' });
    const { email } = await addWithLink(asha.token);
    expect(await tellFamily(app, approved(asha.user.id))).toBe(0);
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses the person’s own e-mail, the same e-mail twice, and a third contact', async () => {
    const asha = await signedIn(app, 'user');
    const own = await add(asha.token, { email: asha.user.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'FAMILY_CONTACT_OWN_EMAIL', errors: { email: familyMessages.ownEmail() } });

    const email = contactEmail();
    expect((await add(asha.token, { email })).statusCode).toBe(201);
    const twice = await add(asha.token, { email: email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'FAMILY_CONTACT_EXISTS', message: familyMessages.alreadyAdded() });

    expect((await add(asha.token, {})).statusCode).toBe(201);
    const third = await add(asha.token, {});
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'FAMILY_CONTACT_LIMIT', message: familyMessages.tooMany() });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toHaveLength(2);
  });

  it('keeps the limit of two when adds arrive at once', async () => {
    const asha = await signedIn(app, 'user');
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => add(asha.token, {})));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(familyContacts).where(eq(familyContacts.userId, asha.user.id));
    expect(row!.n).toBe(2);
  });

  it('answers bad input by the field and writes nothing', async () => {
    const asha = await signedIn(app, 'user');
    const res = await injectAs(app, asha.token, endpoints.addFamilyContact, { body: { name: ' ', email: 'not-an-email', relation: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { name: 'Name is required!', email: 'Enter a valid email!', relation: familyMessages.relationRequired() },
    });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
  });

  it('is for people who ask for help: a stranger gets 401 and an admin 403', async () => {
    const admin = await signedIn(app, 'admin');
    expect((await injectAs(app, null, endpoints.listFamilyContacts)).statusCode).toBe(401);
    expect((await injectAs(app, null, endpoints.addFamilyContact, { body: {} })).statusCode).toBe(401);
    expect((await add(admin.token, {})).statusCode).toBe(403);
    const volunteer = await signedIn(app, 'volunteer');
    expect((await add(volunteer.token, {})).statusCode).toBe(201);
  });
});

describe('confirming', () => {
  it('works once: a wrong or used link says so and changes nothing', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const { token } = await addWithLink(asha.token);
    const wrong = await injectAs(app, null, endpoints.confirmFamilyContact, { body: { token: `${token}x` } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'FAMILY_LINK_INVALID', message: familyMessages.linkInvalid() });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts[0].confirmed).toBe(false);

    const ok = await injectAs(app, null, endpoints.confirmFamilyContact, { body: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: familyMessages.confirmed('Asha'), code: 'FAMILY_LINK_CONFIRMED', params: ['Asha'], person: 'Asha' });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts[0].confirmed).toBe(true);

    const again = await injectAs(app, null, endpoints.confirmFamilyContact, { body: { token } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'FAMILY_LINK_INVALID' });
  });

  it('refuses a link older than seven days', async () => {
    const asha = await signedIn(app, 'user');
    const { contact, token } = await addWithLink(asha.token);
    await app.db.update(familyContacts).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(familyContacts.id, contact._id));
    const res = await injectAs(app, null, endpoints.confirmFamilyContact, { body: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAMILY_LINK_EXPIRED', message: familyMessages.linkExpired() });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts[0].confirmed).toBe(false);
  });
});

describe('telling the family', () => {
  it('mails each confirmed contact of a loan approved, a volunteer (first name only), help completed and a meeting', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const confirmed = await addConfirmed(asha.token);
    const waiting = await addWithLink(asha.token);
    const userId = asha.user.id;
    const events = [
      approved(userId),
      { userId, topic: 'assetRequest' as const, text: noticeText(assetRequestMessages.returnedNotice, 'Folding wheelchair', 'Thanks') },
      { userId, topic: 'assistanceRequest' as const, text: noticeText(assistanceMessages.notices.accepted, 'Ravi Kumar') },
      { userId, topic: 'assistanceRequest' as const, text: noticeText(assistanceMessages.notices.assignedToRequester, 'Sunita Rao') },
      { userId, topic: 'assistanceRequest' as const, text: noticeText(assistanceMessages.notices.completed, 'Ravi Kumar') },
      { userId, topic: 'meeting' as const, text: noticeText(meetingMessages.invitation, 'Weekly check-in', noticeDate(new Date('2026-11-26T12:00:00Z'))) },
    ];
    for (const notice of events) expect(await tellFamily(app, notice)).toBe(1);
    await app.jobs.drain();
    expect(mailsTo(waiting.email)).toHaveLength(1);
    const told = mailsTo(confirmed.email).slice(1).map((mail) => mail.subject);
    expect(told.sort()).toEqual(
      [
        'Asha Verma’s request for Folding wheelchair was approved.',
        'Asha Verma returned Folding wheelchair; the loan is complete.',
        'A volunteer, Ravi, will help Asha Verma with their request.',
        'A volunteer, Sunita, will help Asha Verma with their request.',
        'Asha Verma’s request for help was completed.',
        'A meeting, “Weekly check-in”, is scheduled for Asha Verma on 26 Nov 2026, 5:30 pm IST.',
      ].sort(),
    );
    const bodies = mailsTo(confirmed.email).map((mail) => mail.text).join('\n');
    expect(bodies).not.toContain('Kumar');
    expect(bodies).not.toContain('Rao');
    // The loan's comment is the admin's word to the person, not the family's.
    expect(bodies).not.toContain('Thanks');
  });

  it('hears of a request taken by a volunteer through the notice the person gets', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const ravi = await signedIn(app, 'volunteer', { name: 'Ravi Kumar' });
    const { email } = await addConfirmed(asha.token);
    await openAssistanceRequest(app, { id: asha.user.id, token: asha.token }, ravi.token);
    await app.jobs.drain();
    expect(mailsTo(email).map((mail) => mail.subject)).toContain('A volunteer, Ravi, will help Asha Verma with their request.');
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('tells nothing of chats, donations, a refusal, a reminder or a volunteer’s own notices', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha' });
    const { email } = await addConfirmed(asha.token);
    const userId = asha.user.id;
    const silent = [
      { userId, topic: null, text: null },
      { userId, topic: 'donation' as const, text: noticeText(donationMessages.completedNotice, '₹500', 'Wheelchairs') },
      // A text the family hears of, under a topic it does not: the topic decides too.
      { userId, topic: 'donation' as const, text: approved(userId).text },
      { userId, topic: 'account' as const, text: approved(userId).text },
      { userId, topic: 'assetRequest' as const, text: noticeText(assetRequestMessages.rejectedNotice, 'Walker', null) },
      { userId, topic: 'meeting' as const, text: noticeText(meetingMessages.reminder, 'Weekly check-in') },
      { userId, topic: 'assistanceRequest' as const, text: noticeText(assistanceMessages.notices.assignedToVolunteer, 'Someone') },
    ];
    for (const notice of silent) expect(await tellFamily(app, notice)).toBe(0);
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('writes in the person’s language', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha', language: 'hi' });
    const { email } = await addConfirmed(asha.token);
    await tellFamily(app, approved(asha.user.id, 'Walker'));
    await app.jobs.drain();
    const mail = mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Asha का Walker के लिए अनुरोध स्वीकृत हो गया है।');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('stops once the person removes the contact, even for a mail queued before', async () => {
    const asha = await signedIn(app, 'user');
    const { contact, email } = await addConfirmed(asha.token);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(2);
    const removed = await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: contact._id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: familyMessages.removed(), code: 'FAMILY_CONTACT_REMOVED' });
    expect(await tellFamily(app, approved(asha.user.id))).toBe(0);
    // A job written before the removal, run after it.
    await mailFamilyNotice(app, { contactId: contact._id, event: { kind: 'helpCompleted' } });
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(2);
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
  });

  it('stops when the contact opens the signed link of a mail; a forged link does nothing', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const { email } = await addConfirmed(asha.token);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    const token = stopTokenOf(mailsTo(email).at(-1));
    const forged = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token: `${token.slice(0, token.lastIndexOf('.'))}.AAAA` } });
    expect(forged.statusCode).toBe(404);
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toHaveLength(1);

    const stop = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ message: familyMessages.stopped('Asha'), code: 'FAMILY_LINK_STOPPED', params: ['Asha'], person: 'Asha' });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('the stop of an address', () => {
  it('puts the one-click List-Unsubscribe headers on every family mail, and a stop link in the invitation', async () => {
    const asha = await signedIn(app, 'user');
    const { email } = await addConfirmed(asha.token);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    const sent = mailsTo(email);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/family-contacts\/unsubscribe\?token=[\w.%-]+>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(stopTokenOf(mail)).not.toBe('');
      expect(mail.html).toContain('/family/stop?token=');
    }
    expect(sent[0]!.text).toContain('To get no mails like this from Sahaya again, from anyone, open this link:');
  });

  it('never invites again an address that pressed stop in its invitation, even after the contact was removed', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const ravi = await signedIn(app, 'user');
    const email = contactEmail();
    const { contact } = (await add(asha.token, { email })).json<{ contact: FamilyContact }>();
    await app.jobs.drain();
    const token = stopTokenOf(mailsTo(email)[0]);
    await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: contact._id } });

    const stop = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ message: familyMessages.stopped('Asha'), code: 'FAMILY_LINK_STOPPED', params: ['Asha'], person: 'Asha' });
    await invitedDaysAgo(email, 90);
    for (const person of [asha, ravi]) {
      const again = await add(person.token, { email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'FAMILY_CONTACT_DECLINED', errors: { email: familyMessages.declined() } });
    }
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
    // The address is kept only as its hash.
    const kept = await app.db.select().from(familyInvitations).where(eq(familyInvitations.addressHash, addressHash(email)));
    expect(kept).toEqual([expect.objectContaining({ stoppedAt: expect.any(Date) })]);
    expect(JSON.stringify(kept)).not.toContain(email.split('@')[0]);
  });

  it('takes the one-click unsubscribe of a mail program, and leads a program that opens the link to the stop page', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const email = contactEmail();
    expect((await add(asha.token, { email })).statusCode).toBe(201);
    await app.jobs.drain();
    const url = oneClickUrl(mailsTo(email)[0]);

    const opened = await app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`http://localhost:3000/family/stop?token=${encodeURIComponent(stopTokenOf(mailsTo(email)[0]))}`);
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toHaveLength(1);

    const posted = await app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ code: 'FAMILY_LINK_STOPPED', person: 'Asha' });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
    expect((await add(asha.token, { email })).json()).toMatchObject({ code: 'FAMILY_CONTACT_DECLINED' });

    const wrong = await app.inject({
      method: 'POST',
      url: `${url}x`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'FAMILY_LINK_INVALID' });
  });

  it('removes the address from every person’s list, and mails it nothing more, whoever’s mail the stop came from', async () => {
    const asha = await signedIn(app, 'user');
    const ravi = await signedIn(app, 'user');
    const email = contactEmail();
    await addConfirmed(asha.token, email);
    await invitedDaysAgo(email, 31);
    await addConfirmed(ravi.token, email);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    const stop = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token: stopTokenOf(mailsTo(email).at(-1)) } });
    expect(stop.statusCode).toBe(200);
    for (const person of [asha, ravi]) expect((await injectAs(app, person.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
    expect(await tellFamily(app, approved(ravi.user.id))).toBe(0);
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('takes only the whole token as it was made, signed with a key of its own', async () => {
    const asha = await signedIn(app, 'user');
    const { contact, email } = await addConfirmed(asha.token);
    await tellFamily(app, approved(asha.user.id));
    await app.jobs.drain();
    const token = stopTokenOf(mailsTo(email).at(-1));
    // Not signed with the secret itself, as the links were before.
    expect(token).not.toBe(legacyStopToken(contact._id));
    const [payload, signature] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    expect(signature).not.toBe(createHmac('sha256', app.config.jwtSecret).update(payload).digest('base64url'));

    const legacy = legacyStopToken(contact._id);
    for (const longer of [`${token}.more`, `${token}x`, `${legacy}.more`, `${legacy}.${legacy}`, `${contact._id}.${token}`]) {
      const res = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token: longer } });
      expect(res.statusCode, longer).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FAMILY_LINK_INVALID' });
    }
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toHaveLength(1);
  });

  it('still takes, exactly and until June 2027, the stop links of mails sent before', async () => {
    const asha = await signedIn(app, 'user', { name: 'Asha Verma' });
    const { contact, email } = await addConfirmed(asha.token);
    const legacy = legacyStopToken(contact._id);
    await expect(stopMails(app, legacy, new Date('2027-06-01T00:00:00Z'))).rejects.toMatchObject({ code: 'FAMILY_LINK_INVALID' });
    const stop = await injectAs(app, null, endpoints.stopFamilyMails, { body: { token: legacy } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toMatchObject({ code: 'FAMILY_LINK_STOPPED', person: 'Asha' });
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
    expect((await add(asha.token, { email })).json()).toMatchObject({ code: 'FAMILY_CONTACT_DECLINED' });
  });
});

describe('removing and privacy', () => {
  it('lets no one remove or see another person’s contact', async () => {
    const asha = await signedIn(app, 'user');
    const ravi = await signedIn(app, 'user');
    const res = await add(asha.token, {});
    const { contact } = res.json<{ contact: FamilyContact }>();
    const other = await injectAs(app, ravi.token, endpoints.removeFamilyContact, { params: { id: contact._id } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'FAMILY_CONTACT_NOT_FOUND' });
    expect((await injectAs(app, ravi.token, endpoints.listFamilyContacts)).json().contacts).toEqual([]);
    expect((await injectAs(app, asha.token, endpoints.listFamilyContacts)).json().contacts).toHaveLength(1);
    expect((await injectAs(app, asha.token, endpoints.removeFamilyContact, { params: { id: 'nope' } })).statusCode).toBe(400);
  });

  it('puts the contacts in the person’s copy of their data, and erasing the account removes them', async () => {
    const asha = await signedIn(app, 'user');
    const { email } = await addConfirmed(asha.token);
    expect((await injectAs(app, asha.token, privacy.startExport)).statusCode).toBe(202);
    await app.jobs.drain();
    const ready = (await injectAs(app, asha.token, privacy.getExport)).json<{ url: string }>();
    const file = await app.inject({ url: ready.url, headers: { authorization: `Bearer ${asha.token}` } });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(file.rawPayload))['data.json']!));
    expect(data.familyContacts).toEqual([expect.objectContaining({ email, relation: 'Daughter', name: 'Meera Sharma' })]);

    const erased = await injectAs(app, asha.token, profile.deleteAccount, { body: { password: FACTORY_PASSWORD } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await app.db.select().from(familyContacts).where(eq(familyContacts.userId, asha.user.id))).toEqual([]);
  });
});
