/**
 * People: this module owns the `users` and `addresses` tables. Other modules read and change a
 * person only through its services: this one (a person as the pages show them, the admin's lists,
 * accounts an admin makes, blocking), accounts.service.ts (signing in, the person's own profile)
 * and addresses.service.ts (the address book); a list that shows a person's name beside its rows
 * joins it through db/person-names.ts. Users and volunteers differ only in their role and in the
 * volunteer's tasks on hand, so their paths share these functions with the role as a parameter.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { genders } from '@sahaya/contract/constants';
import type { CreatePersonBody } from '@sahaya/contract/people/schemas';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import type { UserRow } from './accounts.service.ts';
import { locationOfNew, placeOf, toAddress } from './addresses.service.ts';
import { PeopleLists, type ManagedRole, type TasksOnHand } from './people.lists.ts';

export type { ManagedRole } from './people.lists.ts';

const notFoundFor = (role: ManagedRole) =>
  new AppError(role === 'user' ? 'USER_NOT_FOUND' : 'VOLUNTEER_NOT_FOUND');

// ---------------------------------------------------------------------------------------------
// A person as the pages show them
// ---------------------------------------------------------------------------------------------

export function toPublicUser(user: UserRow): PublicUser {
  const gender = genders.find((g) => g === user.gender) ?? null;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    age: user.age,
    gender,
    phone: user.phone,
    profilePicture: user.profilePicture,
    certificates: user.certificates,
    isVerified: user.isVerified,
    isBlocked: user.isBlocked,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The public shape of a person with their certificates as signed links. Admin pages that show a
 * person's certificates use it too, so the links work in `<img>` and `<iframe>`.
 */
export function toProfileUser(storage: Pick<Storage, 'signedUrl'>, row: UserRow, now = new Date()): PublicUser {
  const user = toPublicUser(row);
  return { ...user, certificates: row.certificates.map((key) => storage.signedUrl(key, now)) };
}

// ---------------------------------------------------------------------------------------------
// The admin's people: lists, details, new accounts, blocking
// ---------------------------------------------------------------------------------------------

/** The admin's lists of users and volunteers, each volunteer with their tasks on hand (see people.lists.ts). */
export const peopleLists = (db: Db, tasks: TasksOnHand) => new PeopleLists(db, tasks);

/** How many people of a role may use the site now (active, not blocked, not deleted). */
export async function activePeopleCount(db: Db, role: ManagedRole): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, role), eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/**
 * An account made by an admin is verified at once, so the person can sign in with the password
 * the admin set. The person and their primary address are written in one transaction; the unique
 * email index decides between two creations racing for one email.
 */
/**
 * Registers a person for them, verified at once: by an admin, or by a volunteer at the door (who
 * gives no password: the person signs in with codes sent to their phone). Without an e-mail
 * address their number signs them in, so no other account may have it so. The record keeps who
 * registered them; `created` runs in the same transaction (the person's SMS is written there).
 */
export async function createPerson(
  db: Db,
  role: ManagedRole,
  input: CreatePersonBody,
  registrar: { userId: string; role: string },
  created?: (tx: Db, person: UserRow) => Promise<void>,
): Promise<PublicUser> {
  if (registrar.role !== 'admin' && input.password) throw new AppError('PASSWORD_NOT_YOURS', { field: 'password' });
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const place = placeOf(input);
  // The admin's form has no coordinates: the address is located by its PIN code.
  const location = await locationOfNew(place, {});
  const person = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email ?? null,
        passwordHash,
        role,
        age: input.age,
        gender: input.gender,
        phone: input.phone,
        isVerified: true,
        registeredBy: registrar.userId,
      })
      // The e-mail address or the sign-in number of another account: the unique indexes decide.
      .onConflictDoNothing()
      .returning();
    if (!user) {
      const emailTaken = input.email && (await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1)).length > 0;
      throw emailTaken ? new AppError('EMAIL_TAKEN', { field: 'email' }) : new AppError('PHONE_TAKEN', { field: 'phone' });
    }
    await tx.insert(addresses).values({
      userId: user.id,
      fname: input.fname,
      lname: input.lname,
      ...place,
      ...location,
      isPrimary: true,
    });
    await created?.(tx, user);
    return user;
  });
  return toPublicUser(person);
}

export interface PersonRecord {
  row: UserRow;
  address: Address | null;
  /** Who registered the person for them (an admin, or a volunteer at the door); null for those who joined themselves. */
  registeredBy: { _id: string; name: string } | null;
}

const registrars = alias(users, 'registrar');

/** A person of the given role with their primary address, the one their own profile shows. */
export async function findPerson(db: Db, role: ManagedRole, id: string): Promise<PersonRecord> {
  const [[found], [place]] = await Promise.all([
    db
      .select({ row: users, registrarId: registrars.id, registrarName: registrars.name })
      .from(users)
      .leftJoin(registrars, eq(registrars.id, users.registeredBy))
      .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt))),
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, id), sql`${addresses.isPrimary}`)),
  ]);
  if (!found) throw notFoundFor(role);
  const registeredBy = found.registrarId && found.registrarName ? { _id: found.registrarId, name: found.registrarName } : null;
  return { row: found.row, address: place ? toAddress(place) : null, registeredBy };
}

/**
 * Blocks or unblocks a person of the given role inside the caller's transaction (the auth module's
 * block also ends their sessions in it). Admins are not blocked here. Answers the new state.
 */
export async function setBlockedFlag(tx: Db, input: { role: ManagedRole; id: string; blocked: boolean }) {
  const { blocked } = input;
  // The row lock orders a block and an unblock racing on one person.
  const [target] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, input.id), isNull(users.deletedAt)))
    .for('update');
  if (target?.role === 'admin') throw new AppError('CANNOT_BLOCK_ADMIN');
  if (!target || target.role !== input.role) throw notFoundFor(input.role);
  const [updated] = await tx
    .update(users)
    .set({ isBlocked: blocked, isActive: !blocked })
    .where(eq(users.id, target.id))
    .returning({ id: users.id, isBlocked: users.isBlocked, isActive: users.isActive });
  if (!updated) throw notFoundFor(input.role);
  return updated;
}

// ---------------------------------------------------------------------------------------------
// What other modules read of a person
// ---------------------------------------------------------------------------------------------

/** Those of these ids who are users or volunteers with an account: who may take part in a meeting. */
export async function participantsAmong(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), inArray(users.role, ['user', 'volunteer']), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** Every admin who may act now: those an urgent or unanswered request for help is told to. */
export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** A person's name, or undefined when there is nobody with this id. */
export async function personName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name;
}

/** A person's name and email, for a document made out to them; undefined when there is nobody with this id. */
export async function nameAndEmail(db: Db, id: string): Promise<{ name: string; email: string | null } | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

/** A person whose account exists, with their primary address, in one query: their own profile. */
export async function accountWithPrimaryAddress(db: Db, id: string): Promise<{ row: UserRow; address: Address | null } | undefined> {
  const [found] = await db
    .select({ user: users, address: addresses })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), sql`${addresses.isPrimary}`))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return found && { row: found.user, address: found.address ? toAddress(found.address) : null };
}

/** Who a mail goes to: the name, email, role and whether the email is verified, of a person whose account exists. */
export async function mailContact(db: Db, id: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role, isVerified: users.isVerified, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
