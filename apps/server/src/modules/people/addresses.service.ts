/**
 * A person's addresses as other modules and the address book (addresses.book.ts) share them: an
 * address as the pages show it, the rule of an edited place, the primary address Edit Profile
 * saves, and the address and location an assistance request is made at. One address is primary,
 * the one the profile, its completeness banner and the admin's details show; a partial unique
 * index allows one per person, and every change locks the person's row first, so concurrent
 * changes take turns instead of racing for that index.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PincodeReply } from '@sahaya/contract/addresses/schemas';
import type { LocationSource } from '@sahaya/contract/constants';
import type { Address } from '@sahaya/contract/users';
import { hasWithdrawn } from '../../db/consent-ledger.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { lockPerson } from './person-lock.service.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { locatePlace, placeOfPincode, type Coordinates } from './addresses.pincodes.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** The fields that say where an address is; its location belongs to them. */
export interface Place {
  street: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

/** Coordinates as the contract reads them: left out (keep while the place is the same), null or given. */
export interface CoordinatesInput {
  latitude?: number | null;
  longitude?: number | null;
}

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    isPrimary: row.isPrimary,
    hasLocation: located(row),
    // Coordinates written without a source (demo data, tests' own rows) were given, as a device gives them.
    locationSource: located(row) ? (row.locationSource ?? 'device') : null,
  };
}

const located = (row: AddressRow) => row.latitude !== null && row.longitude !== null;

export const addressNotFound = () => new AppError('ADDRESS_NOT_FOUND');

/** The city and state an address form fills in for a PIN code; PINCODE_NOT_FOUND when the table knows none. */
export async function pincodePlace(pin: string): Promise<PincodeReply> {
  const place = await placeOfPincode(pin);
  if (!place) throw new AppError('PINCODE_NOT_FOUND');
  return { pin, ...place };
}

const samePlace = (row: Place, place: Place) =>
  row.street === place.street &&
  row.city === place.city &&
  row.state === place.state &&
  row.country === place.country &&
  row.pincode === place.pincode;

/** Where an address is, and how that is known; all three null when it is not. */
export interface Location {
  latitude: number | null;
  longitude: number | null;
  locationSource: LocationSource | null;
}

const fromDevice = (at: Coordinates): Location => ({ latitude: at.latitude, longitude: at.longitude, locationSource: 'device' });

/** The place's PIN-code location, or none when its PIN code is not known (or it is not in India). */
async function fromPincode(place: Place): Promise<Location> {
  const at = await locatePlace(place);
  return at ? { ...at, locationSource: 'pin' } : { latitude: null, longitude: null, locationSource: null };
}

const given = (input: CoordinatesInput): input is { latitude: number; longitude: number } =>
  typeof input.latitude === 'number' && typeof input.longitude === 'number';

/**
 * The coordinates a form sent from the device, unless the person withdrew their consent to device
 * location: then none, and the address keeps or takes its PIN code's location.
 */
export async function consentedCoordinates(db: Db, userId: string, input: CoordinatesInput): Promise<CoordinatesInput> {
  return given(input) && (await hasWithdrawn(db, userId, 'location')) ? {} : input;
}

/**
 * The location of a new address: the coordinates the person shared from their device, or else the
 * approximate one of its PIN code, so that a request made there reaches nearby volunteers.
 */
export async function locationOfNew(place: Place, input: CoordinatesInput): Promise<Location> {
  return given(input) ? fromDevice(input) : fromPincode(place);
}

/**
 * The location an edited address keeps. Coordinates given are the device's, except the very ones
 * saved for the same place, which a form sends back as it showed them: those keep their source.
 * Without coordinates, a device location stays while the place is the same (an old location never
 * sticks to a new place); otherwise, and when the person removed their device location (`null`),
 * the address takes its PIN code's location.
 */
export async function locationAfterEdit(row: AddressRow, place: Place, input: CoordinatesInput): Promise<Location> {
  const same = samePlace(row, place);
  const saved: Location = { latitude: row.latitude, longitude: row.longitude, locationSource: row.locationSource };
  if (given(input)) {
    const unchanged = same && row.locationSource !== null && input.latitude === row.latitude && input.longitude === row.longitude;
    return unchanged ? saved : fromDevice(input);
  }
  if (input.latitude === undefined && same && row.locationSource === 'device') return saved;
  return fromPincode(place);
}

export const placeOf = (input: Place): Place => ({
  street: input.street,
  city: input.city,
  state: input.state,
  country: input.country,
  pincode: input.pincode,
});

/**
 * Saves the place of the person's primary address from Edit Profile, by the same rule as an edit
 * in the address book; a person without addresses gets their first, primary one, named after them.
 * Runs inside the caller's transaction.
 */
export async function savePrimaryPlace(
  tx: Db,
  userId: string,
  input: Place & CoordinatesInput & { name: string },
): Promise<Address> {
  await lockPerson(tx, userId);
  const place = placeOf(input);
  const coordinates = await consentedCoordinates(tx, userId, input);
  const [primary] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), sql`${addresses.isPrimary}`))
    .for('update');
  if (primary) {
    const [updated] = await tx
      .update(addresses)
      .set({ ...place, ...(await locationAfterEdit(primary, place, coordinates)), updatedAt: new Date() })
      .where(eq(addresses.id, primary.id))
      .returning();
    if (!updated) throw addressNotFound();
    return toAddress(updated);
  }
  const [first, ...rest] = input.name.split(/\s+/);
  const [inserted] = await tx
    .insert(addresses)
    .values({
      userId,
      fname: first ?? null,
      lname: rest.join(' ') || null,
      ...place,
      ...(await locationOfNew(place, coordinates)),
      isPrimary: true,
    })
    .returning();
  if (!inserted) throw new Error('Address insert returned no row');
  return toAddress(inserted);
}

// ---------------------------------------------------------------------------------------------
// What other modules read of a person's addresses
// ---------------------------------------------------------------------------------------------

/** One of the person's own addresses, with its place and location; undefined for anybody else's. */
export async function addressOfPerson(db: Db, userId: string, addressId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** The person's primary address when it has a location: where a volunteer starts from unless they choose another. */
export async function locatedPrimaryAddress(db: Db, userId: string): Promise<string | undefined> {
  const [home] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true), isNotNull(addresses.latitude), isNotNull(addresses.longitude)));
  return home?.id;
}

/** Where each of the person's addresses with a location is, the primary first: the places they may be near. */
export async function locatedPlaces(db: Db, userId: string): Promise<{ latitude: number; longitude: number }[]> {
  const rows = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNotNull(addresses.latitude), isNotNull(addresses.longitude)))
    .orderBy(desc(addresses.isPrimary), addresses.createdAt);
  return rows.flatMap(({ latitude, longitude }) => (latitude != null && longitude != null ? [{ latitude, longitude }] : []));
}

/** Where the person's primary address is, when it has a location. */
export async function primaryLocation(db: Db, userId: string): Promise<{ latitude: number; longitude: number } | null> {
  const [home] = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)));
  return home?.latitude != null && home.longitude != null ? { latitude: home.latitude, longitude: home.longitude } : null;
}

const ADDRESS_BATCH = 10_000;

/**
 * The primary address of each of these people as one line ("12 MG Road, Pune, Maharashtra 411001,
 * India"), for documents that name a person's address (Form 10BD); a query for every 10,000 of
 * them, from the one-primary index.
 */
export async function primaryAddressLines(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  // A year's donors may be many more than the parameters one statement may carry (65,535), so the
  // ids go in batches: a query per batch, not per person.
  for (let from = 0; from < userIds.length; from += ADDRESS_BATCH) {
    const rows = await db
      .select({ userId: addresses.userId, street: addresses.street, city: addresses.city, state: addresses.state, pincode: addresses.pincode, country: addresses.country })
      .from(addresses)
      .where(and(inArray(addresses.userId, userIds.slice(from, from + ADDRESS_BATCH)), eq(addresses.isPrimary, true)));
    for (const r of rows) lines.set(r.userId, `${r.street}, ${r.city}, ${r.state} ${r.pincode}, ${r.country}`);
  }
  return lines;
}

/** An address that has just been given a location, with the place that location was found for. */
export interface LocatedAddress {
  id: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

/**
 * Sent, in the same transaction, when addresses saved without a location are given one by their PIN
 * code (addresses.jobs.ts). The assistance requests made at such an address while it had none work
 * this queue to take the location too; this module knows nothing of them.
 */
export const addressesLocated = defineQueue<{ addresses: LocatedAddress[] }>('addresses-located', { retryLimit: 5, batchSize: 1 });

/**
 * The person withdrew their consent to their device's location (modules/consents): every address
 * located by their device falls back to its PIN code's location (none when the PIN code is not
 * known), in the caller's transaction. The PIN codes are looked up in memory, then one statement
 * moves every address, however many the person keeps. Answers how many addresses changed.
 */
export async function dropDeviceLocations(tx: Db, userId: string): Promise<number> {
  await lockPerson(tx, userId);
  const located = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.locationSource, 'device')));
  if (located.length === 0) return 0;
  const places = await Promise.all(
    located.map(async (row) => {
      const at = await fromPincode(row);
      return sql`(${row.id}::uuid, ${at.latitude}::float8, ${at.longitude}::float8, ${at.locationSource}::location_source)`;
    }),
  );
  await tx
    .update(addresses)
    .set({ latitude: sql`v.lat`, longitude: sql`v.lon`, locationSource: sql`v.source` })
    .from(sql`(values ${sql.join(places, sql`, `)}) as v(id, lat, lon, source)`)
    .where(sql`${addresses.id} = v.id`);
  return located.length;
}
