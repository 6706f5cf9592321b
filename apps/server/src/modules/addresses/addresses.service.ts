/**
 * A person's address book (spec 2 §5, §7): their own addresses only, newest first. One of them is
 * primary, the one the profile, its completeness banner and the admin's details show. The first
 * address a person adds becomes primary, any other can be made primary, and deleting the primary
 * one hands that role to the next newest. A partial unique index allows one primary per person;
 * every change to the book locks the person's row first, so concurrent changes take turns instead
 * of racing for that index.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  AddressReply,
  CreateAddressBody,
  CreateAddressReply,
  DeleteAddressReply,
  ListAddressesReply,
  UpdateAddressBody,
} from '@sahaya/contract/addresses/schemas';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import type { Address } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';

type AddressRow = typeof addresses.$inferSelect;

/** The most addresses one list answers with; far more than anybody keeps. */
const ADDRESS_LIST_MAX = 100;

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
    hasLocation: row.latitude !== null && row.longitude !== null,
  };
}

const addressNotFound = () => new AppError('ADDRESS_NOT_FOUND');

/**
 * Takes the person's row lock for the rest of the transaction. `for no key update` conflicts only
 * with itself and plain updates, so other people's work and inserts referring to the person go on.
 */
async function lockBook(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** One of the person's addresses, locked for a change; another person's is not found. */
async function ownAddress(tx: Db, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw addressNotFound();
  return row;
}

const samePlace = (row: Place, place: Place) =>
  row.street === place.street &&
  row.city === place.city &&
  row.state === place.state &&
  row.country === place.country &&
  row.pincode === place.pincode;

/**
 * The coordinates an edited address keeps: those given, or, when none were given, the saved ones
 * while the place is the same and none once it changed (an old location never sticks to a new place).
 */
function coordinatesAfterEdit(row: AddressRow, place: Place, input: CoordinatesInput) {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude };
  }
  return samePlace(row, place) ? { latitude: row.latitude, longitude: row.longitude } : { latitude: null, longitude: null };
}

const placeOf = (input: Place): Place => ({
  street: input.street,
  city: input.city,
  state: input.state,
  country: input.country,
  pincode: input.pincode,
});

export async function listAddresses(db: Db, userId: string): Promise<ListAddressesReply> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(newestFirst(addresses.createdAt), newestFirst(addresses.id))
    .limit(ADDRESS_LIST_MAX);
  return { addresses: rows.map(toAddress) };
}

async function hasPrimary(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), sql`${addresses.isPrimary}`));
  return row !== undefined;
}

/** Adds an address; it becomes primary when the person has none yet (their first). */
export async function createAddress(db: Db, userId: string, input: CreateAddressBody): Promise<CreateAddressReply> {
  const row = await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [inserted] = await tx
      .insert(addresses)
      .values({
        userId,
        fname: input.fname,
        lname: input.lname,
        ...placeOf(input),
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        isPrimary: !(await hasPrimary(tx, userId)),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('Address insert returned no row');
  return { _id: row.id, message: addressMessages.created, address: toAddress(row) };
}

/** Edits one of the person's addresses; its location follows `coordinatesAfterEdit`. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: UpdateAddressBody,
): Promise<AddressReply> {
  const row = await db.transaction(async (tx) => {
    const before = await ownAddress(tx, userId, id);
    const place = placeOf(input);
    const [updated] = await tx
      .update(addresses)
      .set({ fname: input.fname, lname: input.lname, ...place, ...coordinatesAfterEdit(before, place, input), updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return updated;
  });
  if (!row) throw addressNotFound();
  return { message: addressMessages.updated, address: toAddress(row) };
}

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
  await lockBook(tx, userId);
  const place = placeOf(input);
  const [primary] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), sql`${addresses.isPrimary}`))
    .for('update');
  if (primary) {
    const [updated] = await tx
      .update(addresses)
      .set({ ...place, ...coordinatesAfterEdit(primary, place, input), updatedAt: new Date() })
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
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      isPrimary: true,
    })
    .returning();
  if (!inserted) throw new Error('Address insert returned no row');
  return toAddress(inserted);
}

/** Makes one of the person's addresses primary; the one that was primary stays in the book. */
export async function makePrimary(db: Db, userId: string, id: string): Promise<AddressReply> {
  const row = await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const target = await ownAddress(tx, userId, id);
    if (target.isPrimary) return target;
    // Two statements, old one first: the unique index is checked row by row, not at the end.
    await tx
      .update(addresses)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), sql`${addresses.isPrimary}`));
    const [updated] = await tx
      .update(addresses)
      .set({ isPrimary: true, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return updated;
  });
  if (!row) throw addressNotFound();
  return { message: addressMessages.madePrimary, address: toAddress(row) };
}

/**
 * Deletes one of the person's addresses. Requests made with it keep their own copy of the place.
 * When it was primary, the next newest address becomes primary.
 */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<DeleteAddressReply> {
  const primaryId = await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const removed = await ownAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!removed.isPrimary) {
      const [primary] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), sql`${addresses.isPrimary}`));
      return primary?.id ?? null;
    }
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(newestFirst(addresses.createdAt), newestFirst(addresses.id))
      .limit(1);
    if (!next) return null;
    await tx.update(addresses).set({ isPrimary: true, updatedAt: new Date() }).where(eq(addresses.id, next.id));
    return next.id;
  });
  return { message: addressMessages.deleted, primaryId };
}
