import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import { authMessages, validation } from '@sahaya/contract/messages';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import type { DashboardSummaryReply, MeReply } from '@sahaya/contract/profile/schemas';
import { assetRequests } from '../../db/schema/assets.ts';
import { donations } from '../../db/schema/donations.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { whileNoticesFail } from '../../test/notices.ts';
import { FACTORY_PASSWORD, insertAsset, loginAs, signedIn, type UserRow } from '../../test/factories.ts';
import { MAX_CERTIFICATES } from './profile.service.ts';
import { HTML, JPEG, multipartBody, PDF, PNG, sized } from '../../test/files.ts';

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

async function uploadImage(token: string, data: Buffer = PNG): Promise<string> {
  const { payload, headers } = multipartBody({ filename: 'me.png', contentType: 'image/png', data });
  const res = await app.inject({ method: 'POST', url: '/api/assets/image', payload, headers: { ...headers, ...as(token) } });
  expect(res.statusCode).toBe(200);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const uploadCertificate = (token: string, file: { filename: string; contentType: string; data: Buffer }) => {
  const { payload, headers } = multipartBody(file);
  return app.inject({ method: 'POST', url: '/api/users/certificate', payload, headers: { ...headers, ...as(token) } });
};

describe('GET /api/users/me', () => {
  it('answers the person and no address before the profile is completed', async () => {
    const { user, token } = await person();
    const body = await me(token);
    expect(body.address).toBeNull();
    expect(body.user).toMatchObject({ _id: user.id, email: user.email, role: 'user', age: null, certificates: [] });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('needs a sign-in', async () => {
    expect((await app.inject('/api/users/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/preferences', () => {
  const save = (token: string | undefined, body: unknown) =>
    app.inject({ method: 'PUT', url: '/api/users/me/preferences', headers: token ? as(token) : {}, payload: body as object });

  it('starts with no language chosen and normal text', async () => {
    const { token } = await person();
    expect((await me(token)).preferences).toEqual({ language: null, textSize: 'normal' });
  });

  it('saves either choice alone, keeps the other, and GET /api/users/me returns both', async () => {
    const { user, token } = await person('volunteer');
    let res = await save(token, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferences: { language: 'hi', textSize: 'normal' } });
    res = await save(token, { textSize: 'larger' });
    expect(res.json()).toEqual({ preferences: { language: 'hi', textSize: 'larger' } });
    expect((await me(token)).preferences).toEqual({ language: 'hi', textSize: 'larger' });
    expect(await userRow(user.id)).toMatchObject({ language: 'hi', textSize: 'larger' });
  });

  it('refuses an empty body, a language Sahaya does not speak and an unknown size, changing nothing', async () => {
    const { user, token } = await person();
    await save(token, { language: 'hi' });
    for (const body of [{}, { language: 'fr' }, { language: 'HI' }, { textSize: 'huge' }, { language: null }]) {
      const res = await save(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await userRow(user.id)).toMatchObject({ language: 'hi', textSize: 'normal' });
  });

  it('answers a stranger 401 before reading the body, and changes only the caller\'s own account', async () => {
    const stranger = await save(undefined, '{not json');
    expect(stranger.statusCode).toBe(401);
    const [a, b] = await Promise.all([person(), person()]);
    await save(a.token, { language: 'hi', textSize: 'large' });
    expect((await me(b.token)).preferences).toEqual({ language: null, textSize: 'normal' });
  });
});

describe('PUT /api/users', () => {
  it('saves the personal fields and creates, then updates, the primary address', async () => {
    const { user, token } = await person();
    const res = await app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: validProfile });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(profileMessages.profileUpdated());

    const body = await me(token);
    expect(body.user).toMatchObject({ name: 'Asha Verma', age: 34, gender: 'Female', phone: '+919876543210' });
    expect(body.address).toMatchObject({ street: '12 MG Road', city: 'Kochi', pincode: '682001', fname: 'Asha', lname: 'Verma' });

    // A device's coordinates stay while the place is the same; when it moves, its PIN code's replace them.
    await app.db.update(addresses).set({ latitude: 9.9, longitude: 76.3, locationSource: 'device' }).where(eq(addresses.userId, user.id));
    await app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: { ...validProfile, phone: '9000000000' } });
    expect((await me(token)).address).toMatchObject({ latitude: 9.9, longitude: 76.3 });
    await app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: { ...validProfile, street: '1 New Street' } });
    const moved = await me(token);
    expect(moved.address).toMatchObject({ street: '1 New Street', latitude: 9.9656, longitude: 76.2414, locationSource: 'pin' });

    const rows = await app.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('takes multipart form data and url-encoded forms as the page sends them', async () => {
    const { token } = await person();
    const fields = Object.fromEntries(Object.entries(validProfile).map(([k, v]) => [k, String(v)]));
    const { payload, headers } = multipartBody(null, { ...fields, age: '41' });
    const multipart = await app.inject({ method: 'PUT', url: '/api/users', payload, headers: { ...headers, ...as(token) } });
    expect(multipart.statusCode).toBe(200);
    expect((await me(token)).user.age).toBe(41);

    const encoded = await app.inject({
      method: 'PUT',
      url: '/api/users',
      payload: new URLSearchParams({ ...fields, age: '42' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...as(token) },
    });
    expect(encoded.statusCode).toBe(200);
    expect((await me(token)).user.age).toBe(42);
  });

  it('refuses invalid fields with the spec messages, per field, and changes nothing', async () => {
    const { user, token } = await person();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', validation.nameRequired()],
      [{ name: 'A1' }, 'name', validation.nameInvalid()],
      [{ age: '' }, 'age', validation.ageRequired()],
      [{ age: 101 }, 'age', validation.ageInvalid()],
      [{ gender: undefined }, 'gender', validation.genderRequired()],
      [{ phone: '' }, 'phone', validation.phoneRequired()],
      [{ phone: '12345' }, 'phone', validation.phoneInvalid()],
      [{ street: ' ' }, 'street', validation.required('Street')],
      [{ city: '' }, 'city', validation.required('City')],
      [{ state: '' }, 'state', validation.required('State')],
      [{ country: '' }, 'country', validation.required('Country')],
      [{ pincode: '' }, 'pincode', validation.required('Pincode')],
      [{ pincode: '68200a' }, 'pincode', validation.pincodeInvalid()],
      [{ pincode: '68200' }, 'pincode', validation.pincodeLength()],
    ];
    for (const [change, field, message] of cases) {
      const res = await app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: { ...validProfile, ...change } });
      expect(res.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await userRow(user.id)).toMatchObject({ name: user.name, age: null });
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
  });
});

describe('PUT /api/users and the number that signs a person in', () => {
  const withoutPhone = Object.fromEntries(Object.entries(validProfile).filter(([field]) => field !== 'phone'));
  const save = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload });
  const someNumber = () => `97${randomInt(10_000_000, 99_999_999)}`;

  it('keeps the number when the form leaves it out, as the profile page does', async () => {
    const { user, token } = await person();
    expect((await save(token, validProfile)).statusCode).toBe(200);
    const res = await save(token, { ...withoutPhone, name: 'Asha Menon' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha Menon', phone: '+919876543210' });
    expect(await userRow(user.id)).toMatchObject({ phone: '+919876543210', phoneVerifiedAt: null });
  });

  it('saves the rest of the form of a person who signs in with their number, and never swaps the number', async () => {
    const digits = someNumber();
    const { user, token } = await person();
    // Registered by the NGO: a number, no e-mail and no password.
    await app.db.update(users).set({ email: null, passwordHash: null, phone: `+91${digits}` }).where(eq(users.id, user.id));

    const kept = await save(token, withoutPhone);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().user).toMatchObject({ email: null, phone: `+91${digits}`, name: validProfile.name });
    // The same number, however it is written, is no change.
    expect((await save(token, { ...validProfile, phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` })).statusCode).toBe(200);

    const before = await userRow(user.id);
    const swapped = await save(token, { ...validProfile, name: 'Someone Else', phone: someNumber() });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json()).toMatchObject({ code: 'PHONE_CHANGE_NEEDS_CODE', errors: { phone: expect.any(String) } });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses to swap a number an e-mail account verified with a code, and changes a contact number freely', async () => {
    const verified = await person();
    const digits = someNumber();
    await app.db.update(users).set({ phone: `+91${digits}`, phoneVerifiedAt: new Date() }).where(eq(users.id, verified.user.id));
    const swapped = await save(verified.token, { ...validProfile, phone: someNumber() });
    expect(swapped.json()).toMatchObject({ code: 'PHONE_CHANGE_NEEDS_CODE' });
    expect(await userRow(verified.user.id)).toMatchObject({ phone: `+91${digits}` });

    // A number never proved signs nobody in: it is only where the person may be called.
    const contact = await person();
    expect((await save(contact.token, validProfile)).statusCode).toBe(200);
    const next = someNumber();
    expect((await save(contact.token, { ...validProfile, phone: next })).statusCode).toBe(200);
    expect(await userRow(contact.user.id)).toMatchObject({ phone: `+91${next}`, phoneVerifiedAt: null });
  });
});

describe('PATCH /api/users/profilePicture', () => {
  it('sets a picture I uploaded, and removes the previous file', async () => {
    const { user, token } = await person();
    const first = await uploadImage(token);
    const res = await app.inject({ method: 'PATCH', url: '/api/users/profilePicture', headers: as(token), payload: { profilePicture: first } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: profileMessages.profilePictureUpdated(), code: 'PROFILE_PICTURE_UPDATED', profilePicture: first });
    expect((await userRow(user.id))?.profilePicture).toBe(first);

    // An absolute url of this server names the same file.
    const second = await uploadImage(token, JPEG);
    const absolute = `${app.config.publicUrl}${second}`;
    const again = await app.inject({ method: 'PATCH', url: '/api/users/profilePicture', headers: as(token), payload: { profilePicture: absolute } });
    expect(again.json().profilePicture).toBe(second);
    expect((await app.inject(first)).statusCode).toBe(404);
    expect((await app.inject(second)).statusCode).toBe(200);
  });

  it('refuses urls this server did not issue to me', async () => {
    const { user, token } = await person();
    const other = await person();
    const theirs = await uploadImage(other.token);
    for (const profilePicture of [theirs, 'https://evil.example/x.png', '/uploads/../../etc/passwd', `/uploads/${'0'.repeat(56)}.png`]) {
      const res = await app.inject({ method: 'PATCH', url: '/api/users/profilePicture', headers: as(token), payload: { profilePicture } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: profileMessages.invalidImageUrl(), code: 'IMAGE_URL_INVALID' });
    }
    expect((await userRow(user.id))?.profilePicture).toBeNull();
  });
});

describe('PATCH /api/users/password', () => {
  const newPassword = 'Newpass@123';
  const body = (currentPassword: string) => ({ currentPassword, newPassword, confirmPassword: newPassword });

  it('refuses a wrong current password with the spec message', async () => {
    const { user, token } = await person();
    const res = await app.inject({ method: 'PATCH', url: '/api/users/password', headers: as(token), payload: body('Wrong@123') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid current password!', code: 'INVALID_CURRENT_PASSWORD' });
    expect((await userRow(user.id))?.passwordHash).toBe(user.passwordHash);
  });

  it('checks the new password with the spec rules', async () => {
    const { token } = await person();
    const cases: [Record<string, string>, string, string][] = [
      [{ currentPassword: '' }, 'currentPassword', validation.currentPasswordRequired()],
      [{ newPassword: '' }, 'newPassword', validation.newPasswordRequired()],
      [{ newPassword: 'Ab@1', confirmPassword: 'Ab@1' }, 'newPassword', validation.newPasswordMin()],
      [{ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'newPassword', validation.newPasswordPattern()],
      [{ confirmPassword: 'Other@123' }, 'confirmPassword', validation.passwordsDoNotMatch()],
    ];
    for (const [change, field, message] of cases) {
      const payload = { ...body(FACTORY_PASSWORD), ...change };
      const res = await app.inject({ method: 'PATCH', url: '/api/users/password', headers: as(token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
  });

  it('changes it, signs out my other sessions but not this one, and tells me', async () => {
    const { user, token } = await person();
    const { accessToken: otherDevice, cookie: otherCookie } = await loginAs(app, user);
    const res = await app.inject({ method: 'PATCH', url: '/api/users/password', headers: as(token), payload: body(FACTORY_PASSWORD) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(authMessages.passwordReset());

    expect((await app.inject({ url: '/api/users/me', headers: as(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/users/me', headers: as(otherDevice) })).statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/auth/refreshToken', headers: { cookie: otherCookie } });
    expect(refresh.statusCode).toBe(401);

    await expect(loginAs(app, user)).rejects.toThrow();
    await loginAs(app, user, newPassword);

    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toMatchObject([{ type: 'system', content: profileMessages.passwordChangedNotice(), read: false }]);
  });

  it('keeps the password and every session when the notice of the change cannot be stored', async () => {
    const { user, token } = await person();
    const { accessToken: otherDevice } = await loginAs(app, user);
    const change = () => app.inject({ method: 'PATCH', url: '/api/users/password', headers: as(token), payload: body(FACTORY_PASSWORD) });
    expect((await whileNoticesFail(app, change)).statusCode).toBe(500);
    expect((await userRow(user.id))?.passwordHash).toBe(user.passwordHash);
    expect((await app.inject({ url: '/api/users/me', headers: as(otherDevice) })).statusCode).toBe(200);
  });
});

describe('certificates', () => {
  it('uploads images and PDFs, lists them as signed links that work, and serves them to nobody else', async () => {
    const { user, token } = await person();
    const pdf = await uploadCertificate(token, { filename: 'degree.pdf', contentType: 'application/pdf', data: PDF });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().message).toBe(profileMessages.certificateUploaded());
    const png = await uploadCertificate(token, { filename: 'award.png', contentType: 'image/png', data: PNG });
    expect(png.statusCode).toBe(200);

    const { certificates } = (await me(token)).user;
    expect(certificates).toHaveLength(2);
    // The database keeps stable keys; the answers carry signed links.
    expect((await userRow(user.id))?.certificates.every((k) => k.startsWith('private/'))).toBe(true);

    const link = certificates[0]!;
    expect(link).toMatch(/^\/uploads\/private\/[0-9a-f]{56}\.pdf\?expires=\d+&signature=/);
    const file = await app.inject(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(file.rawPayload).toEqual(PDF);
    const download = await app.inject(`${link}&download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);

    // Without the signature, with a forged one, or through the public path: no file.
    const path = link.split('?')[0]!;
    expect((await app.inject(path)).statusCode).toBe(404);
    expect((await app.inject(link.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(404);
    expect((await app.inject(path.replace('/private', ''))).statusCode).toBe(404);

    // An expired link is refused.
    const key = (await userRow(user.id))!.certificates[0]!;
    const old = app.storage.signedUrl(key, new Date(Date.now() - 3 * 60 * 60 * 1000));
    const expired = await app.inject(old);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ message: uploadMessages.linkExpired(), code: 'LINK_EXPIRED' });
  });

  it('refuses disguised and oversized files, and a request without a file', async () => {
    const { user, token } = await person();
    const html = await uploadCertificate(token, { filename: 'certificate.pdf', contentType: 'application/pdf', data: HTML });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: uploadMessages.notACertificate(), code: 'NOT_A_CERTIFICATE' });

    const big = await uploadCertificate(token, { filename: 'big.pdf', contentType: 'application/pdf', data: sized(PDF, MAX_CERTIFICATE_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: uploadMessages.fileTooLarge(), code: 'FILE_TOO_LARGE' });

    const none = multipartBody(null);
    const empty = await app.inject({ method: 'POST', url: '/api/users/certificate', payload: none.payload, headers: { ...none.headers, ...as(token) } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: uploadMessages.fileRequired(), code: 'FILE_REQUIRED' });

    expect((await userRow(user.id))?.certificates).toEqual([]);
  });

  it('deletes my certificate and its file by the link or the key; someone else’s is 404 and stays', async () => {
    const owner = await person();
    const stranger = await person();
    await uploadCertificate(owner.token, { filename: 'a.pdf', contentType: 'application/pdf', data: PDF });
    await uploadCertificate(owner.token, { filename: 'b.png', contentType: 'image/png', data: PNG });
    const [first, second] = (await me(owner.token)).user.certificates;

    const foreign = await app.inject({ method: 'DELETE', url: '/api/users/certificate', headers: as(stranger.token), payload: { certificateUrl: first } });
    expect(foreign.statusCode).toBe(404);
    expect((await me(owner.token)).user.certificates).toHaveLength(2);
    expect((await app.inject(first!)).statusCode).toBe(200);

    const byLink = await app.inject({ method: 'DELETE', url: '/api/users/certificate', headers: as(owner.token), payload: { certificateUrl: first } });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().message).toBe(profileMessages.certificateDeleted());
    expect((await app.inject(first!)).statusCode).toBe(404);

    const key = (await userRow(owner.user.id))!.certificates[0]!;
    expect(second).toContain(key.replace('private/', ''));
    const byKey = await app.inject({ method: 'DELETE', url: '/api/users/certificate', headers: as(owner.token), payload: { certificateUrl: key } });
    expect(byKey.statusCode).toBe(200);
    expect((await userRow(owner.user.id))?.certificates).toEqual([]);

    const again = await app.inject({ method: 'DELETE', url: '/api/users/certificate', headers: as(owner.token), payload: { certificateUrl: key } });
    expect(again.statusCode).toBe(404);
  });

  it('holds the certificate limit under parallel uploads', async () => {
    const { user, token } = await person();
    const filler = Array.from({ length: MAX_CERTIFICATES - 1 }, (_, i) => `private/${String(i).padStart(32, '0')}${'0'.repeat(24)}.pdf`);
    await app.db.update(users).set({ certificates: filler }).where(eq(users.id, user.id));
    const results = await Promise.all(
      [1, 2, 3].map(() => uploadCertificate(token, { filename: 'c.pdf', contentType: 'application/pdf', data: PDF })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await userRow(user.id))?.certificates).toHaveLength(MAX_CERTIFICATES);
  });

  it('works the same for volunteers', async () => {
    const { token } = await person('volunteer');
    const res = await uploadCertificate(token, { filename: 'first-aid.pdf', contentType: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(200);
    expect((await app.inject(res.json().certificateUrl)).statusCode).toBe(200);
  });
});

describe('volunteer profile calls', () => {
  it('lets a volunteer change picture and password through /api/volunteers', async () => {
    const { user, token } = await person('volunteer');
    const imageUrl = await uploadImage(token);
    const picture = await app.inject({ method: 'PATCH', url: '/api/volunteers/profilePicture', headers: as(token), payload: { profilePicture: imageUrl } });
    expect(picture.statusCode).toBe(200);
    expect((await userRow(user.id))?.profilePicture).toBe(imageUrl);

    const wrong = await app.inject({
      method: 'PATCH',
      url: '/api/volunteers/password',
      headers: as(token),
      payload: { currentPassword: 'Wrong@123', newPassword: 'Newpass@123', confirmPassword: 'Newpass@123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: profileMessages.invalidCurrentPassword(), code: 'INVALID_CURRENT_PASSWORD' });
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/volunteers/password',
      headers: as(token),
      payload: { currentPassword: FACTORY_PASSWORD, newPassword: 'Newpass@123', confirmPassword: 'Newpass@123' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps users out of the volunteer calls', async () => {
    const { token } = await person('user');
    const imageUrl = await uploadImage(token);
    const res = await app.inject({ method: 'PATCH', url: '/api/volunteers/profilePicture', headers: as(token), payload: { profilePicture: imageUrl } });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/users/me/summary', () => {
  it('counts my requests, completed donations and unread notifications, with recent activities', async () => {
    const { user, token } = await person();
    const other = await person();
    const asset = await insertAsset(app, { name: 'Wheelchair', description: 'Folding', category: 'wheelchair', stocks: 3 });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: user.id, quantity: 1, requestedDate: '2026-01-01', returnDate: '2026-01-15' });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: other.user.id, quantity: 1, requestedDate: '2026-01-01', returnDate: '2026-01-15' });
    await app.db.insert(donations).values([
      { userId: user.id, amount: 500.5, status: 'completed' },
      { userId: user.id, amount: 1000, status: 'pending' },
      { userId: other.user.id, amount: 99, status: 'completed' },
    ]);
    await app.db.insert(notifications).values([
      { userId: user.id, type: 'system', content: 'a' },
      { userId: user.id, type: 'system', content: 'b', read: true },
    ]);

    const res = await app.inject({ url: '/api/users/me/summary', headers: as(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json<DashboardSummaryReply>();
    expect(body).toMatchObject({ totalRequests: 1, donationsTotal: 500.5, unreadNotifications: 1 });
    expect(body.recentActivities.map((a) => a.kind).sort()).toEqual(['assetRequest', 'donation', 'donation']);

    const fresh = await person();
    const empty = (await app.inject({ url: '/api/users/me/summary', headers: as(fresh.token) })).json<DashboardSummaryReply>();
    expect(empty).toEqual({ totalRequests: 0, donationsTotal: 0, unreadNotifications: 0, recentActivities: [] });
  });
});
