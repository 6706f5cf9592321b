/** The PAN on a person's profile, printed on their 80G receipts: read, changed and removed only by them. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { keepPan, panOf } from '../people/accounts.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = { name: 'Asha Verma', age: 34, gender: 'Female', phone: '9876543210', street: '12 MG Road', city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682001' };
const save = (token: string, body: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/users', headers: as(token), payload: { ...profile, ...body } });
const me = async (token: string) => (await app.inject({ url: '/api/users/me', headers: as(token) })).json();
const panRow = async (id: string) => (await app.db.select({ pan: users.pan }).from(users).where(eq(users.id, id)))[0]?.pan;

describe("a person's PAN", () => {
  it('is read with the profile, saved in capitals, kept when left out and removed when emptied', async () => {
    const { user, token } = await signedIn(app, 'user');
    expect((await me(token)).pan).toBeNull();

    const saved = await save(token, { pan: ' abcde1234f ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pan).toBe('ABCDE1234F');
    expect((await me(token)).pan).toBe('ABCDE1234F');
    // The profile's public shape never carries it.
    expect((await me(token)).user.pan).toBeUndefined();

    expect((await save(token, { phone: '9000000000' })).json().pan).toBe('ABCDE1234F');
    expect(await panRow(user.id)).toBe('ABCDE1234F');

    expect((await save(token, { pan: '' })).json().pan).toBeNull();
    expect(await panRow(user.id)).toBeNull();
  });

  it('refuses a PAN of the wrong form next to its field, changing nothing', async () => {
    const { user, token } = await signedIn(app, 'user');
    await save(token, { pan: 'ABCDE1234F' });
    for (const pan of ['ABCDE1234', '12345ABCDE', 'ABCDE12345', 'ABCD-1234F']) {
      const res = await save(token, { pan, name: 'Changed Name' });
      expect(res.statusCode, pan).toBe(400);
      expect(res.json().errors?.pan, pan).toBe(m.panInvalid());
    }
    expect(await panRow(user.id)).toBe('ABCDE1234F');
    expect((await me(token)).user.name).not.toBe('Changed Name');
  });

  it('is one person’s own: the checkout reads and keeps it through panOf and keepPan', async () => {
    const { user: asha } = await signedIn(app, 'user');
    const { user: ravi, token: raviToken } = await signedIn(app, 'user');
    expect(await keepPan(app.db, asha.id, 'PQRSX6789Z')).toBe(true);
    expect(await panOf(app.db, asha.id)).toBe('PQRSX6789Z');
    expect(await panOf(app.db, ravi.id)).toBeNull();
    expect((await me(raviToken)).pan).toBeNull();
    expect(await keepPan(app.db, '00000000-0000-4000-8000-000000000000', 'PQRSX6789Z')).toBe(false);
  });
});
