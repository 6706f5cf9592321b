import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAddressesReply } from '@sahaya/contract/addresses';
import { profileMessages, validation } from '@sahaya/contract/messages';
import { addresses } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, type UserRow } from '../../test/factories.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

async function person(role: 'user' | 'volunteer' | 'admin' = 'user'): Promise<{ user: UserRow; token: string }> {
  const { user } = await createUser(app, { role });
  const { accessToken } = await loginAs(app, user);
  return { user, token: accessToken };
}
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const home = { fname: 'Asha', lname: 'Verma', street: '12 MG Road', city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682001' };
const create = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/addresses', headers: as(token), payload });
const list = async (token: string) => {
  const res = await app.inject({ url: '/api/addresses', headers: as(token) });
  expect(res.statusCode).toBe(200);
  return res.json<ListAddressesReply>().addresses;
};

describe('addresses', () => {
  it('creates addresses with and without coordinates and lists only mine, newest first', async () => {
    for (const role of ['user', 'volunteer'] as const) {
      const me = await person(role);
      const other = await person();
      const first = await create(me.token, home);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ message: profileMessages.addressCreated, address: { latitude: null, longitude: null } });
      expect(first.json()._id).toBe(first.json().address._id);

      const second = await create(me.token, { ...home, street: '1 Beach Road', latitude: 9.93, longitude: '76.26' });
      expect(second.statusCode).toBe(201);
      expect(second.json().address).toMatchObject({ latitude: 9.93, longitude: 76.26 });
      await create(other.token, home);

      const mine = await list(me.token);
      expect(mine.map((a) => a.street)).toEqual(['1 Beach Road', '12 MG Road']);
      expect(mine.map((a) => a._id)).toEqual([second.json()._id, first.json()._id]);
    }
  });

  it('refuses invalid fields with the spec messages and stores nothing', async () => {
    const me = await person();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fname: '' }, 'fname', validation.fnameRequired],
      [{ fname: 'A' }, 'fname', validation.fnameInvalid],
      [{ lname: '' }, 'lname', validation.lnameRequired],
      [{ lname: 'V3rma' }, 'lname', validation.lnameInvalid],
      [{ street: '' }, 'street', validation.required('Street')],
      [{ city: '' }, 'city', validation.required('City')],
      [{ state: '' }, 'state', validation.required('State')],
      [{ country: '' }, 'country', validation.required('Country')],
      [{ pincode: '' }, 'pincode', validation.required('Pincode')],
      [{ pincode: 'abcdef' }, 'pincode', validation.pincodeInvalid],
      [{ pincode: '1234567' }, 'pincode', validation.pincodeLength],
      [{ latitude: 91, longitude: 0 }, 'latitude', profileMessages.latitudeInvalid],
      [{ latitude: 0, longitude: -181 }, 'longitude', profileMessages.longitudeInvalid],
      [{ latitude: 'north', longitude: 0 }, 'latitude', profileMessages.latitudeInvalid],
      [{ latitude: 10 }, 'latitude', profileMessages.coordinatesTogether],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(me.token, { ...home, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, me.user.id))).toEqual([]);
  });

  it('needs a signed-in user or volunteer', async () => {
    expect((await app.inject('/api/addresses')).statusCode).toBe(401);
    const admin = await person('admin');
    expect((await app.inject({ url: '/api/addresses', headers: as(admin.token) })).statusCode).toBe(403);
  });
});
