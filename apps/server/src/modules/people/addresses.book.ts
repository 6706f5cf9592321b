/**
 * A person's address book (spec 2 §5, §7): their own addresses only, newest first. The first
 * address a person adds becomes primary, any other can be made primary, and deleting the primary
 * one hands that role to the next newest. Every change locks the person's row first (lockPerson).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ADDRESSES_MAX } from '@sahaya/contract/addresses/schemas';
import type {
  AddressReply,
  CreateAddressBody,
  CreateAddressReply,
  DeleteAddressReply,
  ListAddressesReply,
  UpdateAddressBody,
} from '@sahaya/contract/addresses/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { addresses } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { lockPerson } from './person-lock.service.ts';
import { said } from '../../lib/success-reply.ts';
import { addressNotFound, consentedCoordinates, locationAfterEdit, locationOfNew, placeOf, toAddress, type AddressRow } from './addresses.service.ts';

/**
 * The most addresses one list answers with: the whole book, which adding keeps within
 * ADDRESSES_MAX. The list still stops somewhere for a book filled before that limit was set.
 */
const ADDRESS_LIST_MAX = 100;

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

/** How many addresses the person keeps; read under the book's lock, so two adds cannot both pass the limit. */
async function bookSize(tx: Db, userId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/**
 * Adds an address; it becomes primary when the person has none yet (their first). Without the
 * device's coordinates, its location is its PIN code's. A full book (ADDRESSES_MAX) takes no more.
 */
export async function createAddress(db: Db, userId: string, input: CreateAddressBody): Promise<CreateAddressReply> {
  const place = placeOf(input);
  // Looked up before the transaction: the first lookup reads the PIN-code table from disk.
  const location = await locationOfNew(place, await consentedCoordinates(db, userId, input));
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    if ((await bookSize(tx, userId)) >= ADDRESSES_MAX) throw new AppError('ADDRESS_BOOK_FULL', { params: [ADDRESSES_MAX] });
    const [inserted] = await tx
      .insert(addresses)
      .values({
        userId,
        fname: input.fname,
        lname: input.lname,
        ...place,
        ...location,
        isPrimary: !(await hasPrimary(tx, userId)),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('Address insert returned no row');
  return { _id: row.id, ...said('ADDRESS_CREATED'), address: toAddress(row) };
}

/** Edits one of the person's addresses; its location follows `locationAfterEdit`. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: UpdateAddressBody,
): Promise<AddressReply> {
  const row = await db.transaction(async (tx) => {
    const before = await ownAddress(tx, userId, id);
    const place = placeOf(input);
    const location = await locationAfterEdit(before, place, await consentedCoordinates(tx, userId, input));
    const [updated] = await tx
      .update(addresses)
      .set({ fname: input.fname, lname: input.lname, ...place, ...location, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return updated;
  });
  if (!row) throw addressNotFound();
  return { ...said('ADDRESS_UPDATED'), address: toAddress(row) };
}

/** Makes one of the person's addresses primary; the one that was primary stays in the book. */
export async function makePrimary(db: Db, userId: string, id: string): Promise<AddressReply> {
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
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
  return { ...said('ADDRESS_MADE_PRIMARY'), address: toAddress(row) };
}

/**
 * Deletes one of the person's addresses. Requests made with it keep their own copy of the place.
 * When it was primary, the next newest address becomes primary.
 */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<DeleteAddressReply> {
  const primaryId = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
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
  return { ...said('ADDRESS_DELETED'), primaryId };
}
