/**
 * The admin's management of people (spec 3 §2 User management, Volunteer management): creating
 * accounts, details and blocking (the lists are in people.lists.ts). Users and volunteers differ
 * only in their role and in the volunteer's task count, so both paths share these functions with
 * the role as a parameter.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authMessages } from '@sahaya/contract/messages';
import { peopleMessages } from '@sahaya/contract/people/messages';
import type { BlockAction, BlockReply, CreatePersonBody } from '@sahaya/contract/people/schemas';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Live } from '../../plugins/realtime.ts';
import type { Storage } from '../../plugins/storage.ts';
import { toAddress } from '../addresses/addresses.service.ts';
import { revokeUserSessions, toPublicUser } from '../auth/auth.service.ts';
import { heldTasks } from '../assistance-requests/assistance-requests.service.ts';
import { notify } from '../notifications/notifications.service.ts';

/** What the people rules need: the database, the socket, file links and the log. */
export interface PeopleDeps {
  db: Db;
  live: Live;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** The two kinds of people an admin manages; admins themselves are not listed or blocked here. */
export type ManagedRole = 'user' | 'volunteer';

const notFoundFor = (role: ManagedRole) =>
  new AppError(role === 'user' ? 'USER_NOT_FOUND' : 'VOLUNTEER_NOT_FOUND');

/** How many people of a role may use the site now (active, not blocked, not deleted), as a scalar subquery. */
export const activePeopleCount = (role: ManagedRole) =>
  sql`(select count(*)::int from ${users} where ${users.role} = ${role} and ${users.isActive}
      and not ${users.isBlocked} and ${users.deletedAt} is null)`;

// ---------------------------------------------------------------------------------------------
// Creating an account
// ---------------------------------------------------------------------------------------------

/**
 * An account made by an admin is verified at once, so the person can sign in with the password
 * the admin set. The person and their primary address are written in one transaction; the unique
 * email index decides between two creations racing for one email.
 */
export async function createPerson(db: Db, role: ManagedRole, input: CreatePersonBody): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role,
        age: input.age,
        gender: input.gender,
        phone: input.phone,
        isVerified: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    await tx.insert(addresses).values({
      userId: user.id,
      fname: input.fname,
      lname: input.lname,
      street: input.street,
      city: input.city,
      state: input.state,
      country: input.country,
      pincode: input.pincode,
      isPrimary: true,
    });
    return user;
  });
  return toPublicUser(created);
}

// ---------------------------------------------------------------------------------------------
// Details
// ---------------------------------------------------------------------------------------------

export interface PersonRecord {
  row: typeof users.$inferSelect;
  address: Address | null;
  tasks: number;
}

/** A person of the given role with their primary address, the one their own profile shows. */
export async function findPerson(db: Db, role: ManagedRole, id: string): Promise<PersonRecord> {
  const [[found], [place]] = await Promise.all([
    db
      .select({ row: users, tasks: role === 'volunteer' ? heldTasks : sql<number>`0` })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt))),
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, id), sql`${addresses.isPrimary}`)),
  ]);
  if (!found) throw notFoundFor(role);
  return { row: found.row, address: place ? toAddress(place) : null, tasks: found.tasks };
}

// ---------------------------------------------------------------------------------------------
// Blocking
// ---------------------------------------------------------------------------------------------

/**
 * Blocks or unblocks a person. Blocking ends every session of theirs in the same transaction, so
 * their access token fails on its next request and their refresh token no longer works; then their
 * open sockets are told and closed (across nodes through the Redis adapter). Either way the person
 * gets a system notification, which a blocked person reads once they are let back in. Returns the
 * new state.
 */
export async function setBlocked(
  deps: Pick<PeopleDeps, 'db' | 'live' | 'log' | 'storage'>,
  input: { role: ManagedRole; id: string; action: BlockAction },
): Promise<BlockReply> {
  const blocked = input.action === 'block';
  const person = await deps.db.transaction(async (tx) => {
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
    if (blocked) await revokeUserSessions(tx, target.id);
    return updated;
  });

  if (blocked) await deps.live.endSessions(person.id, { message: authMessages.blocked });
  // The change is made; a notification that cannot be stored must not turn it into an error.
  await notify(deps, {
    userId: person.id,
    type: 'system',
    content: blocked ? peopleMessages.blockedNotice : peopleMessages.unblockedNotice,
    topic: 'account',
  }).catch((err: unknown) => deps.log.warn({ err }, 'Block notification could not be stored'));
  return {
    message: blocked ? peopleMessages.blocked : peopleMessages.unblocked,
    _id: person.id,
    isBlocked: person.isBlocked,
    isActive: person.isActive,
  };
}
