/**
 * The privacy notice and the consent ledger: the notice in both languages with the officer of the
 * settings; sign-up and registration by the NGO record what was ticked under the notice's version;
 * each purpose given and withdrawn as easily, the account's refused with 409 and an unknown one
 * with 404, neither changing anything; and each withdrawal stopping its use at once (notices by
 * SMS and WhatsApp, the device's location, the family's mails, new help requests, loans and
 * donations). On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as auth from '@sahaya/contract/auth/endpoints';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import * as endpoints from '@sahaya/contract/consents/endpoints';
import { consentPurposes, PRIVACY_NOTICE_VERSION } from '@sahaya/contract/consents/purposes';
import * as donations from '@sahaya/contract/donations/endpoints';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import * as addressEndpoints from '@sahaya/contract/addresses/endpoints';
import * as family from '@sahaya/contract/family/endpoints';
import * as notifications from '@sahaya/contract/notifications/endpoints';
import * as people from '@sahaya/contract/people/endpoints';
import { consentRecords } from '../../db/schema/consents.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { familyContacts } from '../../db/schema/reach.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { uniqueEmail, VALID_PASSWORD } from '../../test/auth.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { tellFamily } from '../family/family.service.ts';
import { locatePincode } from '../people/addresses.pincodes.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

interface Person {
  id: string;
  token: string;
}

const OFFICER = { GRIEVANCE_OFFICER_NAME: 'Kavita Rao', GRIEVANCE_OFFICER_EMAIL: 'dpo@example.org', GRIEVANCE_OFFICER_PHONE: '+91 98765 43210' };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false, env: OFFICER }));
});
afterAll(async () => close());

async function person(phone: string | null = null): Promise<Person> {
  const { user } = await createUser(app, { name: 'Meera Nair', phone });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

const consentsOf = async (who: Person) => {
  const res = await injectAs(app, who.token, endpoints.listMyConsents);
  expect(res.statusCode).toBe(200);
  return res.json() as { consents: { purpose: string; given: boolean; at: string | null; noticeVersion: number | null; required: boolean }[]; askAgain: boolean; noticeVersion: number };
};
const givenOf = async (who: Person) => Object.fromEntries((await consentsOf(who)).consents.map((c) => [c.purpose, c.given]));
const ledgerSize = async (userId: string) => (await app.db.select({ n: count() }).from(consentRecords).where(eq(consentRecords.userId, userId)))[0]!.n;
const put = (who: Person, purpose: string, given: boolean) => injectAs(app, who.token, endpoints.setConsent, { params: { purpose }, body: { given } });

describe('the privacy notice', () => {
  it('lists every purpose with why, its data and how long it is kept, and the officer of the settings, to anybody', async () => {
    const res = await injectAs(app, null, endpoints.getPrivacyNotice);
    expect(res.statusCode).toBe(200);
    const notice = res.json();
    expect(notice.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(notice.purposes.map((p: { id: string }) => p.id)).toEqual([...consentPurposes]);
    for (const purpose of notice.purposes) {
      expect(purpose.title).not.toBe('');
      expect(purpose.why).not.toBe('');
      expect(purpose.data.length).toBeGreaterThan(0);
      expect(purpose.keptFor).not.toBe('');
    }
    expect(notice.purposes.find((p: { id: string }) => p.id === 'account').required).toBe(true);
    expect(notice.purposes.filter((p: { required: boolean }) => p.required)).toHaveLength(1);
    // The chat's days come from CHAT_RETENTION_DAYS, the donations' years from the tax law.
    expect(notice.purposes.find((p: { id: string }) => p.id === 'helpRequests').keptFor).toContain(`${app.config.chatRetentionDays} days`);
    expect(notice.purposes.find((p: { id: string }) => p.id === 'donations').keptFor).toMatch(/Eight years/);
    expect(notice.grievanceOfficer).toEqual({ name: 'Kavita Rao', email: 'dpo@example.org', phone: '+91 98765 43210' });
    expect(notice.complainTo).toContain('Data Protection Board of India');
  });

  it('is in Hindi for a reader who reads Hindi, every word of it', async () => {
    const [en, hi] = await Promise.all(
      ['en', 'hi'].map(async (language) => (await injectAs(app, null, endpoints.getPrivacyNotice, {}, { headers: { 'accept-language': language } })).json()),
    );
    expect(hi.complainTo).toContain('भारतीय डेटा संरक्षण बोर्ड');
    for (const [i, purpose] of hi.purposes.entries()) {
      expect(purpose.title).not.toBe(en.purposes[i].title);
      expect(purpose.why).not.toBe(en.purposes[i].why);
      expect(purpose.keptFor).not.toBe(en.purposes[i].keptFor);
      purpose.data.forEach((item: string, j: number) => expect(item).not.toBe(en.purposes[i].data[j]));
    }
    expect(hi.withdrawHow).not.toBe(en.withdrawHow);
  });
});

describe('consent at sign-up', () => {
  it('records the account and each purpose shown, ticked or not, under the current notice', async () => {
    const email = uniqueEmail('consent');
    const res = await injectAs(app, null, auth.register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD, consents: ['helpRequests', 'messages'] } });
    expect(res.statusCode).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const rows = await app.db.select().from(consentRecords).where(eq(consentRecords.userId, user!.id));
    expect(Object.fromEntries(rows.map((r) => [r.purpose, r.given]))).toEqual({
      account: true,
      helpRequests: true,
      messages: true,
      loans: false,
      donations: false,
      family: false,
      location: false,
    });
    expect(rows.every((r) => r.noticeVersion === PRIVACY_NOTICE_VERSION)).toBe(true);
  });

  it('records the account alone for an older client that sends no list, so the rest are asked at the next sign-in', async () => {
    const email = uniqueEmail('old-client');
    expect((await injectAs(app, null, auth.register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } })).statusCode).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const rows = await app.db.select().from(consentRecords).where(eq(consentRecords.userId, user!.id));
    expect(rows.map((r) => [r.purpose, r.given])).toEqual([['account', true]]);
  });

  it('refuses a purpose the notice does not list, and opens no account', async () => {
    const email = uniqueEmail('bad-purpose');
    const res = await injectAs(app, null, auth.register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD, consents: ['marketing'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('records what a person registered by the NGO agreed to', async () => {
    const { user: adminRow } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
    const admin = (await loginAs(app, adminRow)).accessToken;
    const body = {
      name: 'Kamla Devi',
      age: 70,
      gender: 'Female',
      phone: '9812345678',
      fname: 'Kamla',
      lname: 'Devi',
      street: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      consents: ['helpRequests', 'loans'],
    };
    const res = await injectAs(app, admin, people.createUser, { body });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await app.db.select().from(consentRecords).where(eq(consentRecords.userId, res.json().user._id));
    expect(rows.filter((r) => r.given).map((r) => r.purpose).sort()).toEqual(['account', 'helpRequests', 'loans']);
  });
});

describe('my consents', () => {
  it('are for signed-in people only', async () => {
    expect((await injectAs(app, null, endpoints.listMyConsents)).statusCode).toBe(401);
    expect((await injectAs(app, null, endpoints.setConsent, { params: { purpose: 'messages' }, body: { given: false } })).statusCode).toBe(401);
  });

  it('lists every purpose, never chosen ones as not given with no time, and asks again', async () => {
    const meera = await person();
    const mine = await consentsOf(meera);
    expect(mine.consents.map((c) => c.purpose)).toEqual([...consentPurposes]);
    expect(mine.consents.every((c) => !c.given && c.at === null && c.noticeVersion === null)).toBe(true);
    expect(mine.consents.find((c) => c.purpose === 'account')!.required).toBe(true);
    expect(mine.askAgain).toBe(true);
  });

  it('gives and withdraws one purpose, each a new row of the ledger, and stops asking once all are answered', async () => {
    const meera = await person();
    const given = await put(meera, 'family', true);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ code: 'CONSENT_GIVEN' });
    const withdrawn = await put(meera, 'family', false);
    expect(withdrawn.json()).toMatchObject({ code: 'CONSENT_WITHDRAWN' });
    expect(withdrawn.json().consents.find((c: { purpose: string }) => c.purpose === 'family')).toMatchObject({ given: false, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(await ledgerSize(meera.id)).toBe(2);

    const answered = await injectAs(app, meera.token, endpoints.answerConsents, { body: { purposes: { helpRequests: true, loans: true } } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ code: 'CONSENTS_SAVED', askAgain: false });
    // Left out, family keeps its withdrawal; never chosen, donations is recorded as not given.
    expect(await givenOf(meera)).toEqual({ account: true, helpRequests: true, loans: true, donations: false, messages: false, family: false, location: false });
    expect(await ledgerSize(meera.id)).toBe(2 + consentPurposes.length);
  });

  it('refuses to withdraw the account (409, pointing to deleting it) and an unknown purpose (404), changing nothing', async () => {
    const meera = await person();
    await injectAs(app, meera.token, endpoints.answerConsents, { body: { purposes: { messages: true } } });
    const before = await ledgerSize(meera.id);

    const account = await put(meera, 'account', false);
    expect(account.statusCode).toBe(409);
    expect(account.json().code).toBe('CONSENT_REQUIRED');
    expect(account.json().message).toMatch(/delete your account/);
    const unknown = await put(meera, 'marketing', false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONSENT_PURPOSE_UNKNOWN');
    const all = await injectAs(app, meera.token, endpoints.answerConsents, { body: { purposes: { account: false, messages: false } } });
    expect(all.statusCode).toBe(409);
    expect(all.json().code).toBe('CONSENT_REQUIRED');
    const badBody = await injectAs(app, meera.token, endpoints.setConsent, { params: { purpose: 'messages' }, body: { given: 'no' } });
    expect(badBody.statusCode).toBe(400);

    expect(await ledgerSize(meera.id)).toBe(before);
    expect((await givenOf(meera)).messages).toBe(true);
  });

  it('reaches only the caller’s own ledger', async () => {
    const [meera, ravi] = [await person(), await person()];
    await put(ravi, 'location', true);
    await put(meera, 'location', false);
    expect((await givenOf(ravi)).location).toBe(true);
  });
});

describe('withdrawing stops the use at once', () => {
  it('messages: every topic’s SMS, WhatsApp and e-mail go off, with the WhatsApp agreement', async () => {
    const meera = await person('9876500001');
    const on = { email: true, push: true, sms: true, whatsapp: true };
    const saved = await injectAs(app, meera.token, notifications.updateNotificationPreferences, {
      body: { preferences: { assetRequest: on, assistanceRequest: on, meeting: on, donation: on, chat: { email: true, push: true } } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await injectAs(app, meera.token, notifications.updateWhatsAppOptIn, { body: { optIn: true } })).statusCode).toBe(200);

    expect((await put(meera, 'messages', false)).statusCode).toBe(200);
    const reply = (await injectAs(app, meera.token, notifications.getNotificationPreferences)).json();
    for (const topic of ['assetRequest', 'assistanceRequest', 'meeting', 'donation']) {
      expect(reply.preferences[topic]).toEqual({ email: false, push: true, sms: false, whatsapp: false });
    }
    expect(reply.preferences.chat).toEqual({ email: false, push: true });
    expect(reply.whatsappOptIn.at).toBeNull();

    // Nothing turns them back on while the consent stays withdrawn, and a refused save changes nothing.
    const withAssetRequest = (choice: object) => ({ body: { preferences: { ...reply.preferences, assetRequest: choice } } });
    const again = await injectAs(app, meera.token, notifications.updateNotificationPreferences, withAssetRequest({ email: false, push: true, sms: true, whatsapp: false }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONSENT_WITHDRAWN_MESSAGES');
    const optIn = await injectAs(app, meera.token, notifications.updateWhatsAppOptIn, { body: { optIn: true } });
    expect(optIn.json().code).toBe('CONSENT_WITHDRAWN_MESSAGES');
    expect((await injectAs(app, meera.token, notifications.getNotificationPreferences)).json()).toEqual(reply);
    // Push stays the person's to choose.
    expect((await injectAs(app, meera.token, notifications.updateNotificationPreferences, withAssetRequest({ email: false, push: false, sms: false, whatsapp: false }))).statusCode).toBe(200);
    await put(meera, 'messages', true);
    expect((await injectAs(app, meera.token, notifications.updateNotificationPreferences, withAssetRequest({ email: false, push: true, sms: true, whatsapp: false }))).statusCode).toBe(200);
  });

  it('location: every address located by the device falls back to its PIN code’s location, or none; others stay', async () => {
    const meera = await person();
    const [device, typed, otherDevice, abroad] = await app.db
      .insert(addresses)
      .values([
        { userId: meera.id, street: '4 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004', isPrimary: true, latitude: 18.52, longitude: 73.84, locationSource: 'device' },
        { userId: meera.id, street: '9 Park St', city: 'Kolkata', state: 'West Bengal', country: 'India', pincode: '700016', latitude: 22.55, longitude: 88.35, locationSource: 'pin' },
        { userId: meera.id, street: '2 Camac St', city: 'Kolkata', state: 'West Bengal', country: 'India', pincode: '700016', latitude: 22.54, longitude: 88.36, locationSource: 'device' },
        // A PIN code places nothing outside India: this one is left without a location.
        { userId: meera.id, street: '1 High St', city: 'London', state: 'England', country: 'United Kingdom', pincode: '411004', latitude: 51.5, longitude: -0.12, locationSource: 'device' },
      ])
      .returning();
    expect((await put(meera, 'location', false)).statusCode).toBe(200);
    const pin = (await locatePincode('411004'))!;
    const kolkata = (await locatePincode('700016'))!;
    const rowOf = async (id: string) => (await app.db.select().from(addresses).where(eq(addresses.id, id)))[0];
    expect(await rowOf(device!.id)).toMatchObject({ latitude: pin.latitude, longitude: pin.longitude, locationSource: 'pin' });
    expect(await rowOf(otherDevice!.id)).toMatchObject({ latitude: kolkata.latitude, longitude: kolkata.longitude, locationSource: 'pin' });
    expect(await rowOf(abroad!.id)).toMatchObject({ latitude: null, longitude: null, locationSource: null });
    expect(await rowOf(typed!.id)).toMatchObject({ latitude: 22.55, longitude: 88.35, locationSource: 'pin' });

    // While it stays withdrawn, coordinates a form sends from the device are not kept.
    const place = { fname: 'Meera', lname: 'Nair', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' };
    const added = await injectAs(app, meera.token, addressEndpoints.createAddress, { body: { ...place, latitude: 18.6, longitude: 73.9 } });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toMatchObject({ latitude: pin.latitude, longitude: pin.longitude, locationSource: 'pin' });
  });

  it('family: confirmed contacts are told nothing more', async () => {
    const meera = await person();
    await app.db.insert(familyContacts).values({ userId: meera.id, name: 'Anil Nair', email: uniqueEmail('anil'), addressHash: `hash-${meera.id}`, relation: 'son', confirmedAt: new Date() });
    const notice = { userId: meera.id, topic: 'assistanceRequest' as const, text: { key: contractKeyOf(assistanceMessages.notices.completed)!, args: [] } };
    expect(await tellFamily(app, notice)).toBe(1);
    expect((await put(meera, 'family', false)).statusCode).toBe(200);
    expect(await tellFamily(app, notice)).toBe(0);
    // Nobody new is brought in either; the refusal adds no contact.
    const add = await injectAs(app, meera.token, family.addFamilyContact, { body: { name: 'Lata Nair', email: uniqueEmail('lata'), relation: 'sister' } });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('CONSENT_WITHDRAWN_FAMILY');
    expect(await app.db.select().from(familyContacts).where(eq(familyContacts.userId, meera.id))).toHaveLength(1);
    await put(meera, 'family', true);
    expect(await tellFamily(app, notice)).toBe(1);
  });

  it('help requests: a new one is refused with 409 until consent is given again; nothing is stored', async () => {
    const meera = await person();
    const [place] = await app.db
      .insert(addresses)
      .values({ userId: meera.id, street: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', isPrimary: true })
      .returning();
    const body = { type: 'ambulance', addressId: place!.id };
    await put(meera, 'helpRequests', false);
    const refused = await injectAs(app, meera.token, assistance.createAssistanceRequest, { body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONSENT_WITHDRAWN_HELP_REQUESTS');
    expect(refused.json().message).toMatch(/privacy page/);
    await put(meera, 'helpRequests', true);
    expect((await injectAs(app, meera.token, assistance.createAssistanceRequest, { body })).statusCode).toBe(201);
  });

  it('loans and donations: new ones are refused with 409 and their own codes', async () => {
    const kit = await lendingKit(app);
    const asset = await kit.addAsset();
    const ravi = await kit.person('Ravi Kumar');
    await put(ravi, 'loans', false);
    const loan = await kit.request(ravi.token, asset._id, { requestedDate: kit.day(1), returnDate: kit.day(5), quantity: 1 });
    expect(loan.statusCode).toBe(409);
    expect(loan.json().code).toBe('CONSENT_WITHDRAWN_LOANS');

    await put(ravi, 'donations', false);
    const gift = await injectAs(app, ravi.token, donations.createCheckoutSession, { body: { amount: 500, campaign: 'health' } });
    expect(gift.statusCode).toBe(409);
    expect(gift.json().code).toBe('CONSENT_WITHDRAWN_DONATIONS');
  });
});

describe('the copy of my data', () => {
  it('holds the whole ledger, oldest first', async () => {
    const meera = await person();
    await put(meera, 'messages', true);
    await put(meera, 'messages', false);
    const sections = new Map(await app.personalData.read(app.db, meera.id));
    const ledger = (await sections.get('consents')!(async () => null)) as { purpose: string; given: boolean }[];
    expect(ledger.map((row) => [row.purpose, row.given])).toEqual([
      ['messages', true],
      ['messages', false],
    ]);
    expect(await app.db.select().from(consentRecords).where(and(eq(consentRecords.userId, meera.id), eq(consentRecords.given, true)))).toHaveLength(1);
  });
});
