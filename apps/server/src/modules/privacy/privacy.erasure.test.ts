import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMediaTypes } from '@sahaya/contract/files';
import * as chats from '@sahaya/contract/chats/endpoints';
import * as privacy from '@sahaya/contract/privacy/endpoints';
import { profileMessages } from '@sahaya/contract/profile/messages';
import type { MeReply } from '@sahaya/contract/profile/schemas';
import { assetRequests } from '../../db/schema/assets.ts';
import { assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { sessions } from '../../db/schema/auth.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { donations } from '../../db/schema/donations.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FACTORY_PASSWORD, insertAsset, loginAs, signedIn, type UserRow } from '../../test/factories.ts';
import { multipartBody, PDF, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

type Role = 'user' | 'volunteer' | 'admin';

const person = (role: Role = 'user', fields: Partial<UserRow> = {}) => signedIn(app, role, fields);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) => {
  const res = await app.inject({ url: '/api/users/me', headers: as(token) });
  expect(res.statusCode).toBe(200);
  return res.json<MeReply>();
};
const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

const validProfile = {
  name: 'Asha Verma',
  age: 34,
  gender: 'Female',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  pincode: '682001',
};

async function uploadImage(token: string): Promise<string> {
  const { payload, headers } = multipartBody({ filename: 'me.png', contentType: 'image/png', data: PNG });
  const res = await app.inject({ method: 'POST', url: '/api/assets/image', payload, headers: { ...headers, ...as(token) } });
  expect(res.statusCode).toBe(200);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const uploadCertificate = (token: string, file: { filename: string; contentType: string; data: Buffer }) => {
  const { payload, headers } = multipartBody(file);
  return app.inject({ method: 'POST', url: '/api/users/certificate', payload, headers: { ...headers, ...as(token) } });
};

describe('DELETE /api/users/me', () => {
  it('refuses without the right password and keeps everything', async () => {
    const { user, token } = await person();
    for (const payload of [{}, { password: 'Wrong@123' }]) {
      const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload });
      expect(res.statusCode).toBe(400);
    }
    expect(await userRow(user.id)).toBeDefined();
    expect((await app.inject({ url: '/api/users/me', headers: as(token) })).statusCode).toBe(200);
  });

  it('deletes the person, ends every session, removes data and files, and keeps donations for their receipts', async () => {
    const { user, token } = await person();
    const { accessToken: otherDevice } = await loginAs(app, user);
    const bystander = await person();
    await app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: validProfile });
    const picture = await uploadImage(token);
    await app.inject({ method: 'PATCH', url: '/api/users/profilePicture', headers: as(token), payload: { profilePicture: picture } });
    await uploadCertificate(token, { filename: 'a.pdf', contentType: 'application/pdf', data: PDF });
    const [certificate] = (await me(token)).user.certificates;
    const [donation] = await app.db
      .insert(donations)
      .values({ userId: user.id, amount: 500, status: 'completed' })
      .returning();
    await app.db.insert(notifications).values({ userId: user.id, type: 'system', content: 'Hi' });
    await app.db.insert(notifications).values({ userId: bystander.user.id, type: 'system', content: 'Hi' });

    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(profileMessages.accountDeleted());

    expect(await userRow(user.id)).toBeUndefined();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    for (const t of [token, otherDevice]) {
      expect((await app.inject({ url: '/api/users/me', headers: as(t) })).statusCode).toBe(401);
    }
    await expect(loginAs(app, user)).rejects.toThrow();

    expect((await app.inject(picture)).statusCode).toBe(404);
    expect((await app.inject(certificate!)).statusCode).toBe(404);

    const [kept] = await app.db.select().from(donations).where(eq(donations.id, donation!.id));
    expect(kept).toMatchObject({ userId: null, donorName: validProfile.name, isAnonymous: false, amount: 500, status: 'completed' });
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, bystander.user.id))).toHaveLength(1);
  });

  it('keeps each donation with the name its receipt showed, and removes requests, chats, their files and the data download', async () => {
    const { user, token } = await person('user', { name: 'Meera Leaving' });
    const volunteer = await person('volunteer');
    const admin = await person('admin');
    const [named, anonymous] = await app.db
      .insert(donations)
      .values([
        { userId: user.id, amount: 750, status: 'completed', stripePaymentId: 'pay_kept' },
        { userId: user.id, amount: 100, status: 'completed', isAnonymous: true },
      ])
      .returning();
    const asset = await insertAsset(app, { name: 'Walker', description: 'Aluminium', category: 'wheelchair', stocks: 1 });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: user.id, quantity: 1, requestedDate: '2030-01-01', returnDate: '2030-01-15' });
    const requestId = await openAssistanceRequest(app, { id: user.id, token }, volunteer.token);
    const mine = await app.storage.save({ data: PNG, ownerId: user.id, visibility: 'private', accept: chatMediaTypes, notAccepted: 'NOT_AN_ATTACHMENT' });
    const theirs = await app.storage.save({ data: PNG, ownerId: volunteer.user.id, visibility: 'private', accept: chatMediaTypes, notAccepted: 'NOT_AN_ATTACHMENT' });
    await app.db.insert(chatMessages).values([
      { requestId, senderId: user.id, receiverId: volunteer.user.id, senderType: 'users', receiverType: 'volunteers', content: 'My door code is 4411', media: [mine.key] },
      { requestId, senderId: volunteer.user.id, receiverId: user.id, senderType: 'volunteers', receiverType: 'users', content: 'Noted', media: [theirs.key] },
    ]);
    expect((await injectAs(app, token, privacy.startExport)).statusCode).toBe(202);
    await app.jobs.drain();
    const [download] = await app.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(download?.fileKey).toBeTruthy();

    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);

    // Kept: the donations, with the name each receipt showed (none for the anonymous one).
    const keptNamed = (await app.db.select().from(donations).where(eq(donations.id, named!.id)))[0];
    expect(keptNamed).toMatchObject({ userId: null, donorName: 'Meera Leaving', amount: 750, stripePaymentId: 'pay_kept', status: 'completed' });
    expect((await app.db.select().from(donations).where(eq(donations.id, anonymous!.id)))[0]).toMatchObject({ userId: null, donorName: null, isAnonymous: true });
    const receipt = await app.inject({ url: `/api/donations/receipt/${named!.id}`, headers: as(admin.token) });
    expect(receipt.statusCode).toBe(200);

    // Gone: the account and everything that was about the person.
    expect(await app.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    expect(await app.db.select().from(assetRequests).where(eq(assetRequests.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId))).toEqual([]);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.requestId, requestId))).toEqual([]);
    expect(await app.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    for (const key of [mine.key, theirs.key, download!.fileKey!]) expect(await app.storage.read(key)).toBeNull();
  });

  it('removes the chat attachments the person uploaded and never sent, and keeps the ones someone else did', async () => {
    const requester = await person('user');
    const volunteer = await person('volunteer');
    const requestId = await openAssistanceRequest(app, { id: requester.user.id, token: requester.token }, volunteer.token);
    // Each picks a file for a message and leaves the chat without sending it: nothing refers to it yet.
    const attach = async (token: string) => {
      const res = await injectAs(app, token, chats.uploadMedia, {
        params: { requestId },
        multipart: multipartBody({ field: 'files', filename: 'prescription.pdf', contentType: 'application/pdf', data: PDF }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [link] = res.json<{ mediaUrls: string[] }>().mediaUrls;
      return { link: link!, key: app.storage.privateKeyOf(link!)! };
    };
    const unsent = await attach(requester.token);
    const theirs = await attach(volunteer.token);
    expect((await app.inject(unsent.link)).statusCode).toBe(200);
    // A picture the person uploaded and never saved to their profile goes too; one the catalogue
    // came to show as an asset's image is the catalogue's now, and stays.
    const unsaved = await uploadImage(requester.token);
    const shown = await uploadImage(requester.token);
    await insertAsset(app, { name: 'Commode chair', description: 'Steel', category: 'wheelchair', stocks: 1, image: shown });

    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(requester.token), payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);

    expect(await app.storage.read(unsent.key)).toBeNull();
    expect((await app.inject(unsent.link)).statusCode).toBe(404);
    expect((await app.inject(unsaved)).statusCode).toBe(404);
    expect((await app.inject(theirs.link)).statusCode).toBe(200);
    expect((await app.inject(shown)).statusCode).toBe(200);
  });

  it('removes the other party’s chat notices that quote the messages it removes', async () => {
    const requester = await person('user');
    const volunteer = await person('volunteer');
    const requestId = await openAssistanceRequest(app, { id: requester.user.id, token: requester.token }, volunteer.token);
    const sent = await injectAs(app, requester.token, chats.sendMessage, {
      body: { requestId, receiverId: volunteer.user.id, content: 'My door code is 4411', uploadedMediaUrls: [] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The volunteer had the chat closed, so the message left a notice in their bell.
    await app.jobs.drain();
    const quoting = () => app.db.select().from(notifications).where(and(eq(notifications.userId, volunteer.user.id), eq(notifications.type, 'message')));
    expect((await quoting()).map((notice) => notice.content).join()).toContain('My door code is 4411');

    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(requester.token), payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await quoting()).toEqual([]);
  });

  it('is not offered to admins', async () => {
    const { user, token } = await person('admin');
    const res = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(await userRow(user.id)).toBeDefined();
  });

  it('lets a Google-only account confirm with its email', async () => {
    const { user, token } = await person();
    await app.db.update(users).set({ passwordHash: null, googleId: `g-${randomUUID()}` }).where(eq(users.id, user.id));
    const wrong = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload: { email: 'someone@else.test' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload: { email: user.email.toUpperCase() } });
    expect(ok.statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
  });

  /**
   * A person with a mobile number and no e-mail, signed in: by default with no password either, as
   * the NGO registers people, who then sign in with codes by SMS.
   */
  async function numberOnlyPerson({ withPassword = false } = {}) {
    const { user, token } = await person();
    const digits = `98${randomInt(10_000_000, 99_999_999)}`;
    await app.db
      .update(users)
      .set({ email: null, phone: `+91${digits}`, phoneVerifiedAt: new Date(), ...(withPassword ? {} : { passwordHash: null }) })
      .where(eq(users.id, user.id));
    return { user, token, digits };
  }
  const deleteMe = (token: string, payload: object) => app.inject({ method: 'DELETE', url: '/api/users/me', headers: as(token), payload });

  it('refuses an account with no password and no e-mail without its own number, and keeps everything', async () => {
    const { user, token, digits } = await numberOnlyPerson();
    const before = await userRow(user.id);
    const other = `${digits.slice(0, 9)}${(Number(digits.at(-1)) + 1) % 10}`;
    const refusals: [object, string][] = [
      [{}, 'DELETE_CONFIRM_PHONE'],
      [{ password: FACTORY_PASSWORD }, 'DELETE_CONFIRM_PHONE'],
      [{ email: user.email }, 'DELETE_CONFIRM_PHONE'],
      [{ phone: other }, 'DELETE_CONFIRM_PHONE_MISMATCH'],
      [{ phone: `+91 ${other}` }, 'DELETE_CONFIRM_PHONE_MISMATCH'],
      [{ phone: digits.slice(0, 5) }, 'VALIDATION'],
    ];
    for (const [payload, code] of refusals) {
      const res = await deleteMe(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code, errors: { phone: expect.any(String) } });
    }
    expect((await deleteMe(token, { phone: other })).json().message).toBe(profileMessages.deleteConfirmPhoneMismatch());
    expect(await userRow(user.id)).toEqual(before);
    expect((await me(token)).user).toMatchObject({ email: null, phone: `+91${digits}` });
  });

  it('deletes an account with no password and no e-mail once its number is typed as people write it', async () => {
    for (const written of [(d: string) => `${d.slice(0, 5)} ${d.slice(5)}`, (d: string) => `+91 ${d}`, (d: string) => `0${d}`]) {
      const { user, token, digits } = await numberOnlyPerson();
      const res = await deleteMe(token, { phone: written(digits) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(profileMessages.accountDeleted());
      expect(await userRow(user.id)).toBeUndefined();
      expect(await app.db.select().from(users).where(eq(users.phone, `+91${digits}`))).toEqual([]);
    }
  });

  it('asks a number-only account that chose a password for the password, not the number', async () => {
    const { user, token, digits } = await numberOnlyPerson({ withPassword: true });
    const byNumber = await deleteMe(token, { phone: digits });
    expect(byNumber.json()).toMatchObject({ code: 'DELETE_CONFIRM_PASSWORD', errors: { password: expect.any(String) } });
    expect(await userRow(user.id)).toBeDefined();
    expect((await deleteMe(token, { password: FACTORY_PASSWORD })).statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
  });
});
