/** A person's addresses (spec 2 §5, §7): their own only, newest first. */
import { eq } from 'drizzle-orm';
import type { CreateAddressBody, CreateAddressReply, ListAddressesReply } from '@sahaya/contract/addresses';
import { profileMessages } from '@sahaya/contract/messages';
import type { Address } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { addresses } from '../../db/schema.ts';

type AddressRow = typeof addresses.$inferSelect;

/** The most addresses one list answers with; far more than anybody keeps. */
const ADDRESS_LIST_MAX = 100;

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
  };
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

export async function createAddress(db: Db, userId: string, input: CreateAddressBody): Promise<CreateAddressReply> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...input, isPrimary: false })
    .returning();
  if (!row) throw new Error('Address insert returned no row');
  return { _id: row.id, message: profileMessages.addressCreated, address: toAddress(row) };
}
