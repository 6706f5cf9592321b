import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  deleteAddress,
  getPincode,
  listAddresses,
  makePrimaryAddress,
  updateAddress,
} from '@sahaya/contract/addresses/endpoints';
import { ADDRESSES_MAX, type ListAddressesReply } from '@sahaya/contract/addresses/schemas';
import { createAssistanceRequest, nearbyRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { createVolunteer, getUser, getVolunteer } from '@sahaya/contract/people/endpoints';
import { getMe, updateProfile } from '@sahaya/contract/profile/endpoints';
import type { MeReply } from '@sahaya/contract/profile/schemas';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import { validation } from '@sahaya/contract/messages';
import { addresses, addressesToLocate, users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn, type UserRow } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { locateListedAddresses } from './addresses.jobs.ts';
import { locatePincode } from './addresses.pincodes.ts';
import { primaryAddressLines } from './addresses.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

const person = (role: UserRow['role'] = 'user') => signedIn(app, role);

// A PIN code the table does not know (addresses.pincodes.ts), so these addresses have a location
// only when one is given; the PIN-code locations are tested on their own below.
const home = { fname: 'Asha', lname: 'Verma', street: '12 MG Road', city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682999' };
const create = (token: string, body: object) => injectAs(app, token, createAddress, { body });
const list = async (token: string) => {
  const res = await injectAs(app, token, listAddresses);
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
      expect(first.json()).toMatchObject({ message: addressMessages.created(), address: { latitude: null, longitude: null } });
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

  it('keeps names written in Hindi letters, up to 60 of them', async () => {
    const me = await person();
    const lname = 'व'.repeat(60);
    const res = await create(me.token, { ...home, fname: 'आशा', lname });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({ fname: 'आशा', lname });
    expect((await list(me.token))[0]).toMatchObject({ fname: 'आशा', lname });
  });

  it('refuses invalid fields with the spec messages and stores nothing', async () => {
    const me = await person();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fname: '' }, 'fname', validation.fnameRequired()],
      [{ fname: 'A' }, 'fname', validation.fnameInvalid()],
      [{ lname: 'V3rma' }, 'lname', validation.lnameInvalid()],
      [{ street: '' }, 'street', validation.required('Street')],
      [{ city: '' }, 'city', validation.required('City')],
      [{ state: '' }, 'state', validation.required('State')],
      [{ country: '' }, 'country', validation.required('Country')],
      [{ pincode: '' }, 'pincode', validation.required('Pincode')],
      [{ pincode: 'abcdef' }, 'pincode', validation.pincodeInvalid()],
      [{ pincode: '1234567' }, 'pincode', validation.pincodeLength()],
      [{ latitude: 91, longitude: 0 }, 'latitude', addressMessages.latitudeInvalid()],
      [{ latitude: 0, longitude: -181 }, 'longitude', addressMessages.longitudeInvalid()],
      [{ latitude: 'north', longitude: 0 }, 'latitude', addressMessages.latitudeInvalid()],
      [{ latitude: 10 }, 'latitude', addressMessages.coordinatesTogether()],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(me.token, { ...home, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, me.user.id))).toEqual([]);
  });

  it('takes an address without a last name, saved as none', async () => {
    const me = await person();
    for (const lname of ['', '  ', null, undefined]) {
      const res = await create(me.token, { ...home, lname });
      expect(res.statusCode, String(lname)).toBe(201);
      expect(res.json().address.lname).toBeNull();
    }
    const edited = await edit(me.token, (await list(me.token))[0]!._id, { ...home, lname: '' });
    expect(edited.json().address.lname).toBeNull();
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses, even when several are added at once`, async () => {
    const me = await person();
    const first = await create(me.token, home);
    const filled = ADDRESSES_MAX - 3;
    await app.db.insert(addresses).values(
      Array.from({ length: filled - 1 }, (_, i) => ({ userId: me.user.id, ...home, street: `${i + 2} Temple Street`, isPrimary: false })),
    );
    const tries = await Promise.all(Array.from({ length: 6 }, (_, i) => create(me.token, { ...home, street: `${i + 1} Lake View` })));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const full = tries.find((r) => r.statusCode === 409)!;
    expect(full.json()).toEqual({ code: 'ADDRESS_BOOK_FULL', message: addressMessages.bookFull(ADDRESSES_MAX), params: [ADDRESSES_MAX] });
    const book = await list(me.token);
    expect(book).toHaveLength(ADDRESSES_MAX);
    expect(book.filter((a) => a.isPrimary).map((a) => a._id)).toEqual([first.json()._id]);

    // Deleting one makes room for one.
    expect((await remove(me.token, book[0]!._id)).statusCode).toBe(200);
    expect((await create(me.token, home)).statusCode).toBe(201);
    expect((await create(me.token, home)).statusCode).toBe(409);
  });

  it('needs a signed-in user or volunteer', async () => {
    for (const e of [updateAddress, makePrimaryAddress, deleteAddress]) {
      const params = { id: '00000000-0000-4000-8000-000000000000' };
      expect((await injectAs(app, null, e, { params, body: home })).statusCode).toBe(401);
    }
    expect((await injectAs(app, null, listAddresses)).statusCode).toBe(401);
    const admin = await person('admin');
    expect((await injectAs(app, admin.token, listAddresses)).statusCode).toBe(403);
  });
});

describe('the city and state of a PIN code', () => {
  it('answers any signed-in person with the district and state India Post gives it', async () => {
    for (const role of ['user', 'volunteer', 'admin'] as const) {
      const me = await person(role);
      const res = await injectAs(app, me.token, getPincode, { params: { pin: '560001' } });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ pin: '560001', city: 'Bengaluru Urban', state: 'Karnataka' });
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    const me = await person();
    const delhi = await injectAs(app, me.token, getPincode, { params: { pin: '110001' } });
    expect(delhi.json()).toEqual({ pin: '110001', city: 'New Delhi', state: 'Delhi' });
  });

  it('says a PIN code it does not know by its code, in the reader\'s language', async () => {
    const me = await person();
    const res = await injectAs(app, me.token, getPincode, { params: { pin: '682999' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: addressMessages.pincodeUnknown(), code: 'PINCODE_NOT_FOUND' });
    expect(res.headers['cache-control']).toBeUndefined();
    const hindi = await injectAs(app, me.token, getPincode, { params: { pin: '682999' } }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.json()).toMatchObject({ code: 'PINCODE_NOT_FOUND', message: expect.stringContaining('पिन कोड') });
  });

  it('refuses what is not six digits, and a stranger', async () => {
    const me = await person();
    for (const [pin, message] of [
      ['56000', validation.pincodeLength()],
      ['5600011', validation.pincodeLength()],
      ['abcdef', validation.pincodeInvalid()],
    ] as const) {
      const res = await injectAs(app, me.token, getPincode, { params: { pin } });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().errors.pin, pin).toBe(message);
    }
    const stranger = await injectAs(app, null, getPincode, { params: { pin: '560001' } });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('UNAUTHENTICATED');
  });
});

const profile = async (token: string) => {
  const res = await injectAs(app, token, getMe);
  expect(res.statusCode).toBe(200);
  return res.json<MeReply>();
};
const primaryRows = (userId: string) =>
  app.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)));
const makePrimary = (token: string, id: string) => injectAs(app, token, makePrimaryAddress, { params: { id } });
const edit = (token: string, id: string, body: object) => injectAs(app, token, updateAddress, { params: { id }, body });
const remove = (token: string, id: string) => injectAs(app, token, deleteAddress, { params: { id } });
const unknownId = '00000000-0000-4000-8000-000000000000';
const located = { latitude: 9.93, longitude: 76.26 };

describe('the primary address', () => {
  it('is the first address added; the profile, its completeness and the admin details show it', async () => {
    const me = await person();
    const admin = await person('admin');
    expect((await profile(me.token)).address).toBeNull();

    const first = (await create(me.token, { ...home, ...located })).json();
    const second = (await create(me.token, { ...home, street: '1 Beach Road' })).json();
    expect(first.address).toMatchObject({ isPrimary: true, hasLocation: true });
    expect(second.address).toMatchObject({ isPrimary: false, hasLocation: false });

    // What a request form picks from: each address with its fields, primary flag and location flag.
    expect(await list(me.token)).toEqual([
      expect.objectContaining({ _id: second._id, street: '1 Beach Road', isPrimary: false, hasLocation: false }),
      expect.objectContaining({ _id: first._id, street: '12 MG Road', isPrimary: true, hasLocation: true, latitude: 9.93 }),
    ]);
    expect((await profile(me.token)).address).toMatchObject({ _id: first._id, street: '12 MG Road' });
    const details = await injectAs(app, admin.token, getUser, { params: { id: me.user.id } });
    expect(details.json().address._id).toBe(first._id);

    expect((await makePrimary(me.token, second._id)).json()).toMatchObject({
      message: addressMessages.madePrimary(),
      address: { _id: second._id, isPrimary: true },
    });
    expect((await profile(me.token)).address?._id).toBe(second._id);
    expect((await injectAs(app, admin.token, getUser, { params: { id: me.user.id } })).json().address._id).toBe(second._id);
    expect((await list(me.token)).map((a) => a.isPrimary)).toEqual([true, false]);
    // Making the primary address primary again changes nothing.
    expect((await makePrimary(me.token, second._id)).statusCode).toBe(200);
    expect(await primaryRows(me.user.id)).toHaveLength(1);
  });

  it("is shown on a volunteer's details the same way", async () => {
    const me = await person('volunteer');
    const first = (await create(me.token, home)).json();
    const res = await injectAs(app, me.token, getVolunteer, { params: { id: me.user.id } });
    expect(res.json().address).toMatchObject({ _id: first._id, isPrimary: true });
  });

  it("answers 404 for another person's address, or none, and changes nothing", async () => {
    const me = await person();
    const other = await person();
    const theirs = (await create(other.token, { ...home, ...located })).json();
    const mine = (await create(me.token, home)).json();
    for (const id of [theirs._id, unknownId]) {
      for (const res of [await makePrimary(me.token, id), await edit(me.token, id, { ...home, street: 'Taken' }), await remove(me.token, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: addressMessages.notFound(), code: 'ADDRESS_NOT_FOUND' });
      }
    }
    expect(await list(other.token)).toEqual([theirs.address]);
    expect(await list(me.token)).toEqual([mine.address]);
    const malformed = await makePrimary(me.token, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('stays exactly one under concurrent requests', async () => {
    const me = await person();
    // Several first addresses at once: one of them becomes primary.
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(me.token, { ...home, street: `${i + 1} Temple Street` })),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await primaryRows(me.user.id)).toHaveLength(1);

    const ids = created.map((r) => r.json()._id as string);
    const switches = await Promise.all([...ids, ...ids].map((id) => makePrimary(me.token, id)));
    expect(switches.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await primaryRows(me.user.id)).toHaveLength(1);

    // Deleting the primary one while others switch still leaves exactly one.
    const [primary] = await primaryRows(me.user.id);
    const mixed = await Promise.all([remove(me.token, primary!.id), ...ids.filter((id) => id !== primary!.id).map((id) => makePrimary(me.token, id))]);
    expect(mixed.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await primaryRows(me.user.id)).toHaveLength(1);
  });
});

describe('the primary address lines of many people', () => {
  it('are read for more people than one statement can name, each with their primary address', async () => {
    const me = await person();
    await create(me.token, { ...home, ...located });
    await create(me.token, { ...home, street: '1 Beach Road' });
    // A year's donors for Form 10BD: more ids than the 65,535 parameters a statement may carry.
    const many = [...Array.from({ length: 70_000 }, () => randomUUID()), me.user.id];
    const lines = await primaryAddressLines(app.db, many);
    expect([...lines.keys()]).toEqual([me.user.id]);
    expect(lines.get(me.user.id)).toMatch(new RegExp(`^${home.street}, ${home.city}, `));
  });
});

describe('the migration that gives existing address books a primary address', () => {
  it("makes each book's oldest address primary where none is, and leaves the others alone", async () => {
    const without = await person();
    const withPrimary = await person();
    const older = new Date('2026-01-01T00:00:00Z');
    const newer = new Date('2026-02-01T00:00:00Z');
    const place = { ...home, isPrimary: false };
    await app.db.insert(addresses).values([
      { ...place, userId: without.user.id, street: 'Old', createdAt: older },
      { ...place, userId: without.user.id, street: 'New', createdAt: newer },
      { ...place, userId: withPrimary.user.id, street: 'Old', createdAt: older },
      { ...place, userId: withPrimary.user.id, street: 'Chosen', createdAt: newer, isPrimary: true },
    ]);
    const migration = readFileSync(new URL('../../db/migrations/0005_one-primary-address.sql', import.meta.url), 'utf8');
    await app.db.execute(sql.raw(migration));
    expect((await primaryRows(without.user.id)).map((a) => a.street)).toEqual(['Old']);
    expect((await primaryRows(withPrimary.user.id)).map((a) => a.street)).toEqual(['Chosen']);
  });
});

describe('PUT /api/addresses/{id}', () => {
  it('keeps the location while the place is the same and drops it when the place changes', async () => {
    const me = await person();
    const { _id: id } = (await create(me.token, { ...home, ...located })).json();

    const renamed = await edit(me.token, id, { ...home, fname: 'Meena' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: addressMessages.updated(),
      address: { fname: 'Meena', latitude: 9.93, longitude: 76.26, hasLocation: true, isPrimary: true },
    });

    const moved = await edit(me.token, id, { ...home, street: '7 Lake View' });
    expect(moved.json().address).toMatchObject({ street: '7 Lake View', latitude: null, longitude: null, hasLocation: false });
    expect((await profile(me.token)).address).toMatchObject({ street: '7 Lake View', hasLocation: false });

    // The location can be added again, and removed on purpose.
    const relocated = await edit(me.token, id, { ...home, street: '7 Lake View', latitude: '9.95', longitude: 76.3 });
    expect(relocated.json().address).toMatchObject({ latitude: 9.95, longitude: 76.3, hasLocation: true });
    const moveWithLocation = await edit(me.token, id, { ...home, street: '8 Lake View', latitude: 9.96, longitude: 76.31 });
    expect(moveWithLocation.json().address).toMatchObject({ street: '8 Lake View', latitude: 9.96 });
    const cleared = await edit(me.token, id, { ...home, street: '8 Lake View', latitude: null, longitude: null });
    expect(cleared.json().address).toMatchObject({ hasLocation: false });
  });

  it('refuses invalid fields with the spec messages and changes nothing', async () => {
    const me = await person();
    const created = (await create(me.token, { ...home, ...located })).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fname: '' }, 'fname', validation.fnameRequired()],
      [{ lname: 'V3rma' }, 'lname', validation.lnameInvalid()],
      [{ street: '', latitude: 1, longitude: 1 }, 'street', validation.required('Street')],
      [{ pincode: '12345' }, 'pincode', validation.pincodeLength()],
      [{ pincode: '12a456' }, 'pincode', validation.pincodeInvalid()],
      [{ latitude: 95, longitude: 0 }, 'latitude', addressMessages.latitudeInvalid()],
      [{ latitude: 10 }, 'latitude', addressMessages.coordinatesTogether()],
      [{ latitude: null, longitude: 3 }, 'latitude', addressMessages.coordinatesTogether()],
    ];
    for (const [change, field, message] of cases) {
      const res = await edit(me.token, created._id, { ...home, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await list(me.token)).toEqual([created.address]);
  });
});

describe('DELETE /api/addresses/{id}', () => {
  it('hands primary to the next newest address, and leaves none after the last', async () => {
    const me = await person();
    const oldest = (await create(me.token, { ...home, street: '1 Old Road' })).json();
    const middle = (await create(me.token, { ...home, street: '2 Middle Road' })).json();
    const newest = (await create(me.token, { ...home, street: '3 New Road' })).json();

    const plain = await remove(me.token, middle._id);
    expect(plain.json()).toEqual({ message: addressMessages.deleted(), code: 'ADDRESS_DELETED', primaryId: oldest._id });

    const primary = await remove(me.token, oldest._id);
    expect(primary.json()).toEqual({ message: addressMessages.deleted(), code: 'ADDRESS_DELETED', primaryId: newest._id });
    expect((await profile(me.token)).address).toMatchObject({ _id: newest._id, isPrimary: true });

    expect((await remove(me.token, newest._id)).json()).toEqual({ message: addressMessages.deleted(), code: 'ADDRESS_DELETED', primaryId: null });
    expect((await profile(me.token)).address).toBeNull();
    expect((await remove(me.token, newest._id)).statusCode).toBe(404);

    // With the book empty again, the next address is the first and becomes primary.
    expect((await create(me.token, home)).json().address.isPrimary).toBe(true);
  });
});

describe('Edit Profile and the address book', () => {
  const personal = { name: 'Asha Verma', age: 34, gender: 'Female', phone: '9876543210' };

  it('edits the primary address by the same rule, keeping its names and the other addresses', async () => {
    const me = await person();
    const first = (await create(me.token, { ...home, fname: 'Ravi', lname: 'Kumar', ...located })).json();
    const second = (await create(me.token, { ...home, street: '1 Beach Road' })).json();
    await makePrimary(me.token, second._id);

    const save = (body: object) => injectAs(app, me.token, updateProfile, { body: { ...personal, ...home, ...body } as never });
    const res = await save({ street: '1 Beach Road', latitude: 9.9, longitude: 76.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ _id: second._id, street: '1 Beach Road', latitude: 9.9, isPrimary: true });

    // Same place, no coordinates sent: the location stays. Another place: it goes.
    expect((await save({ street: '1 Beach Road' })).json().address).toMatchObject({ hasLocation: true, fname: 'Asha' });
    expect((await save({ street: '2 Beach Road' })).json().address).toMatchObject({ street: '2 Beach Road', hasLocation: false });

    const book = await list(me.token);
    expect(book).toHaveLength(2);
    expect(book.find((a) => a._id === first._id)).toMatchObject({ fname: 'Ravi', street: '12 MG Road', latitude: 9.93 });
  });

  it('creates the first, primary address for a person without one', async () => {
    const me = await person();
    const res = await injectAs(app, me.token, updateProfile, { body: { ...personal, ...placeOnly() } as never });
    expect(res.json().address).toMatchObject({ isPrimary: true, fname: 'Asha', lname: 'Verma' });
    expect(await list(me.token)).toHaveLength(1);
  });
});

function placeOnly() {
  const { fname: _fname, lname: _lname, ...place } = home;
  return place;
}

describe('locations from PIN codes', () => {
  const delhi = { ...home, street: '4 Janpath', city: 'New Delhi', state: 'Delhi', pincode: '110001' };
  const near = (at: { latitude: number | null; longitude: number | null }, latitude: number, longitude: number) =>
    Math.abs(at.latitude! - latitude) < 0.05 && Math.abs(at.longitude! - longitude) < 0.05;

  it('gives an address saved with only its PIN code the location of that PIN code', async () => {
    const me = await person();
    const res = await create(me.token, delhi);
    expect(res.statusCode).toBe(201);
    const { address } = res.json();
    expect(address).toMatchObject({ hasLocation: true, locationSource: 'pin' });
    expect(near(address, 28.63, 77.22)).toBe(true);
    expect((await list(me.token))[0]).toEqual(address);

    // Shared from the device, the location is the device's; an unknown PIN code or another country gives none.
    expect((await create(me.token, { ...delhi, ...located })).json().address).toMatchObject({ ...located, locationSource: 'device' });
    expect((await create(me.token, home)).json().address).toMatchObject({ latitude: null, hasLocation: false, locationSource: null });
    expect((await create(me.token, { ...delhi, country: 'Singapore' })).json().address).toMatchObject({ hasLocation: false });
  });

  it('follows the PIN code through edits, and a device location refines it while the place stays', async () => {
    const me = await person();
    const created = (await create(me.token, delhi)).json().address;
    const mumbai = { ...delhi, city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };

    // A form sends back the location it showed: the PIN code's stays the PIN code's.
    const resent = (await edit(me.token, created._id, { ...delhi, fname: 'Meena', latitude: created.latitude, longitude: created.longitude })).json();
    expect(resent.address).toMatchObject({ latitude: created.latitude, locationSource: 'pin' });

    const moved = (await edit(me.token, created._id, mumbai)).json().address;
    expect(moved).toMatchObject({ locationSource: 'pin' });
    expect(near(moved, 18.94, 72.84)).toBe(true);

    const refined = (await edit(me.token, created._id, { ...mumbai, latitude: 18.93, longitude: 72.83 })).json().address;
    expect(refined).toMatchObject({ latitude: 18.93, longitude: 72.83, locationSource: 'device' });
    expect((await edit(me.token, created._id, { ...mumbai, fname: 'Asha' })).json().address).toMatchObject({ latitude: 18.93, locationSource: 'device' });

    // Removing the device's location, or moving without one, falls back to the PIN code.
    expect((await edit(me.token, created._id, { ...mumbai, latitude: null, longitude: null })).json().address).toMatchObject({
      latitude: moved.latitude,
      locationSource: 'pin',
    });
    await edit(me.token, created._id, { ...mumbai, latitude: 18.93, longitude: 72.83 });
    const back = (await edit(me.token, created._id, delhi)).json().address;
    expect(back).toMatchObject({ latitude: created.latitude, longitude: created.longitude, locationSource: 'pin' });
  });

  it('locates the address of Edit Profile and of an account an admin makes', async () => {
    const me = await person();
    const personal = { name: 'Asha Verma', age: 34, gender: 'Female', phone: '9876543210' };
    const { fname: _f, lname: _l, ...place } = delhi;
    const saved = await injectAs(app, me.token, updateProfile, { body: { ...personal, ...place } as never });
    expect(saved.json().address).toMatchObject({ locationSource: 'pin', hasLocation: true });

    const admin = await person('admin');
    const made = await injectAs(app, admin.token, createVolunteer, {
      body: { ...delhi, name: 'Ravi Kumar', email: `ravi-${crypto.randomUUID()}@example.com`, password: 'Sahaya@123', age: 40, gender: 'Male', phone: '9876543211' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const details = await injectAs(app, admin.token, getVolunteer, { params: { id: made.json().volunteer._id } });
    expect(details.json().address).toMatchObject({ locationSource: 'pin', hasLocation: true });
  });

  it("puts a request at a PIN-code address in a nearby volunteer's list", async () => {
    const requester = await person();
    const volunteer = await person('volunteer');
    const at = (await create(requester.token, delhi)).json().address;
    // The volunteer lives a few kilometres away, in 110002, also saved with only its PIN code.
    await create(volunteer.token, { ...delhi, street: '9 Daryaganj', pincode: '110002' });
    const asked = await injectAs(app, requester.token, createAssistanceRequest, {
      body: {
        type: 'volunteer',
        volunteerType: 'general',
        priority: 'normal',
        requestedDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        requestedTime: '10:00',
        description: 'Help to reach the hospital',
        addressId: at._id,
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const nearby = await injectAs(app, volunteer.token, nearbyRequests, { query: { radius: 10 } as never });
    expect(nearby.statusCode, nearby.body).toBe(200);
    expect(nearby.json().nearbyRequests.map((r: { _id: string }) => r._id)).toContain(asked.json().assistanceRequest._id);
  });

  it('the migration lists the addresses saved without a location, and the job locates them', async () => {
    const me = await person();
    const before = { ...delhi, userId: me.user.id, isPrimary: false };
    const rows = await app.db
      .insert(addresses)
      .values([
        { ...before, street: 'Known' },
        { ...before, street: 'Unknown', pincode: '682999' },
        { ...before, street: 'Abroad', country: 'Singapore' },
        { ...before, street: 'Shared', ...located },
      ])
      .returning();
    const ids = rows.map((row) => row.id);
    // The migration's own statements that mark and list what was there before it.
    const migration = readFileSync(new URL('../../db/migrations/0017_address-location-source.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      const body = statement.replace(/^--.*$/gm, '').trim();
      if (/^(UPDATE|INSERT)/.test(body)) await app.db.execute(sql.raw(body));
    }
    const listed = await app.db.select().from(addressesToLocate);
    expect(listed.map((row) => row.addressId)).toEqual(expect.arrayContaining(ids.slice(0, 3)));
    expect(listed.map((row) => row.addressId)).not.toContain(ids[3]);

    await locateListedAddresses(app);
    const after = await app.db.select().from(addresses).where(eq(addresses.userId, me.user.id));
    const byStreet = Object.fromEntries(after.map((row) => [row.street, row]));
    expect(byStreet.Known).toMatchObject({ ...(await locatePincode('110001')), locationSource: 'pin' });
    expect(byStreet.Unknown).toMatchObject({ latitude: null, locationSource: null });
    expect(byStreet.Abroad).toMatchObject({ latitude: null, locationSource: null });
    expect(byStreet.Shared).toMatchObject({ ...located, locationSource: 'device' });
    expect(await app.db.select().from(addressesToLocate)).toEqual([]);
    // Run again (another node, or a retry), it finds nothing to do.
    expect(await locateListedAddresses(app)).toBe(0);
  });
});

describe('a start with addresses listed to locate', () => {
  it('sends the job that locates them once the job queue is up', async () => {
    let addressId = '';
    const listed = await buildTestApp({
      rateLimit: false,
      // Before the app is ready, as the migration leaves a database that had such addresses.
      beforeReady: async (started) => {
        const [user] = await started.db.insert(users).values({ name: 'Asha Verma', email: `asha-${crypto.randomUUID()}@example.com` }).returning();
        const [row] = await started.db
          .insert(addresses)
          .values({ ...home, pincode: '110001', userId: user!.id, isPrimary: true })
          .returning();
        addressId = row!.id;
        await started.db.insert(addressesToLocate).values({ addressId });
      },
    });
    try {
      await listed.app.jobs.drain();
      const [row] = await listed.app.db.select().from(addresses).where(eq(addresses.id, addressId));
      expect(row).toMatchObject({ ...(await locatePincode('110001')), locationSource: 'pin' });
      expect(await listed.app.db.select().from(addressesToLocate)).toEqual([]);
    } finally {
      await listed.close();
    }
  });
});
