/**
 * What the people module holds about one person, for the copy of their own data (modules/privacy):
 * their account without its secrets, and every address they saved.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/people.ts';

export async function personalDataOfPerson(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      age: users.age,
      gender: users.gender,
      phone: users.phone,
      pan: users.pan,
      profilePicture: users.profilePicture,
      certificates: users.certificates,
      volunteerType: users.volunteerType,
      signsInWithGoogle: users.googleId,
      isVerified: users.isVerified,
      isBlocked: users.isBlocked,
      language: users.language,
      textSize: users.textSize,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return undefined;
  const saved = await db
    .select({
      id: addresses.id,
      fname: addresses.fname,
      lname: addresses.lname,
      street: addresses.street,
      city: addresses.city,
      state: addresses.state,
      country: addresses.country,
      pincode: addresses.pincode,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
      isPrimary: addresses.isPrimary,
      createdAt: addresses.createdAt,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt));
  // The Google id itself is a link to another service's account, not something the person gave us.
  return { account: { ...account, signsInWithGoogle: account.signsInWithGoogle !== null }, addresses: saved };
}
