/**
 * The admin's management of people (spec 3 §2 User management, Volunteer management): lists,
 * creating accounts, details and blocking. Users and volunteers differ only in their role and in
 * the volunteer's task count, so both paths share these functions with the role as a parameter.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import { authMessages, peopleMessages } from '@sahaya/contract/messages';
import type {
  BlockAction,
  BlockReply,
  CreatePersonBody,
  ListUsersQuery,
  ListVolunteersQuery,
  PersonListItem,
  VolunteerListItem,
} from '@sahaya/contract/people';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { pageWithTotal, tableVersion, type VersionedTotals } from '../../db/versioned-totals.ts';
import { addresses, assistanceRequests, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { endLiveSessions } from '../../plugins/realtime.ts';
import { toAddress } from '../addresses/addresses.service.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { notify } from '../notifications/notifications.service.ts';

/** The two kinds of people an admin manages; admins themselves are not listed or blocked here. */
export type ManagedRole = 'user' | 'volunteer';

const notFoundFor = (role: ManagedRole) =>
  notFound(role === 'user' ? peopleMessages.userNotFound : peopleMessages.volunteerNotFound);

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

const listColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  profilePicture: users.profilePicture,
  createdAt: users.createdAt,
  isActive: users.isActive,
  isBlocked: users.isBlocked,
  isVerified: users.isVerified,
  role: users.role,
};

/**
 * Newest first, the id breaking ties so that no person shows on two pages. `nulls last` matches
 * the index `users_role_created_idx` exactly; without it PostgreSQL cannot read the page off the
 * index and sorts the whole role instead.
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];

/**
 * The assistance requests a volunteer holds: assigned to them and not yet rejected or completed.
 * Drizzle leaves column names unqualified in a select list, where `id` inside the subquery would
 * mean the request's id, so the person's id is named with its table.
 */
const heldTasks = sql<number>`(select count(*)::int from ${assistanceRequests}
    where ${assistanceRequests}.${sql.identifier(assistanceRequests.volunteerId.name)} = ${users}.${sql.identifier(users.id.name)}
      and ${assistanceRequests}.${sql.identifier(assistanceRequests.status.name)} in ('pending', 'approved'))`;

/**
 * Volunteers who hold the task limit already. Few ever do, so this set is hashed once per query
 * rather than counting the tasks of every volunteer a filter looks at.
 */
const fullVolunteers = sql`(select ${assistanceRequests.volunteerId} from ${assistanceRequests}
    where ${assistanceRequests.volunteerId} is not null and ${assistanceRequests.status} in ('pending', 'approved')
    group by ${assistanceRequests.volunteerId} having count(*) >= ${VOLUNTEER_TASK_LIMIT})`;

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The two statements of a list: one page of people of a role, and how many there are in all. A
 * window count (`count(*) over ()`) in the page query would save one, but it forces PostgreSQL to
 * visit every match before the limit applies, and the planner does not see that coming: with a
 * common name it walks the whole (role, created_at, id) index testing each name, measured 13 times
 * slower than the page (which stops after `offset + limit` matches) plus a trigram-index count.
 * Both read the version of `users`, so the total can be kept between pages (db/versioned-totals.ts).
 */
function pageStatements<T extends SelectedFields>(
  db: Db,
  columns: T,
  where: SQL,
  { page, limit }: { page: number; limit: number },
) {
  const version = tableVersion('users');
  return {
    rows: db
      .select({ ...columns, version })
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    count: db.select({ total: sql<number>`count(*)::int`, version }).from(users).where(where),
  };
}

function peopleFilter(role: ManagedRole, search: string, extra: (SQL | undefined)[] = []): SQL {
  const where = and(
    eq(users.role, role),
    isNull(users.deletedAt),
    search ? sql`${users.name} ilike ${likePattern(search)}` : undefined,
    ...extra,
  );
  if (!where) throw new Error('The people filter is never empty');
  return where;
}

const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

type ListRow = Omit<PersonListItem, 'createdAt'> & { createdAt: Date };

const toListItem = <T extends ListRow>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The statements behind the users list; the tests read their plans. */
export const userListStatements = (db: Db, query: ListUsersQuery) =>
  pageStatements(db, listColumns, peopleFilter('user', query.search), query);

/** Every filter that changes a list's total, as the key its total is kept under. */
const totalKey = (...filters: unknown[]) => JSON.stringify(filters);

export async function listUsers(db: Db, totals: VersionedTotals, query: ListUsersQuery) {
  const { rows, total } = await pageWithTotal(totals, totalKey('user', query.search), userListStatements(db, query));
  return {
    users: rows.map(toListItem) satisfies PersonListItem[],
    totalPages: totalPages(total, query.limit),
    totalUsers: total,
  };
}

export async function listVolunteers(db: Db, totals: VersionedTotals, query: ListVolunteersQuery) {
  const available = sql`${users.isActive} and not ${users.isBlocked} and ${users.id} not in ${fullVolunteers}`;
  const filters = [
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    query.available === undefined
      ? undefined
      : query.available
        ? available
        : sql`not (${available})`,
  ];
  // The task count is a scalar subquery in the select list: PostgreSQL evaluates it after the
  // limit, so it runs for the rows of the page only, each an index lookup.
  // Availability also depends on the volunteers' tasks, so that total is counted every time.
  const key = query.available === undefined ? totalKey('volunteer', query.search, query.isActive) : undefined;
  const { rows, total } = await pageWithTotal(
    totals,
    key,
    pageStatements(db, { ...listColumns, tasks: heldTasks }, peopleFilter('volunteer', query.search, filters), query),
  );
  return {
    volunteers: rows.map(toListItem) satisfies VolunteerListItem[],
    totalPages: totalPages(total, query.limit),
    totalVolunteers: total,
  };
}

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
    if (!user) throw badRequest(authMessages.emailTaken, { email: authMessages.emailTaken });
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

/** A person of the given role with their primary address (or, lacking one, their latest). */
export async function findPerson(db: Db, role: ManagedRole, id: string): Promise<PersonRecord> {
  const [[found], [place]] = await Promise.all([
    db
      .select({ row: users, tasks: role === 'volunteer' ? heldTasks : sql<number>`0` })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt))),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, id))
      .orderBy(sql`${addresses.isPrimary} desc`, sql`${addresses.createdAt} desc nulls last`)
      .limit(1),
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
  app: FastifyInstance,
  input: { role: ManagedRole; id: string; action: BlockAction },
): Promise<BlockReply> {
  const blocked = input.action === 'block';
  const person = await app.db.transaction(async (tx) => {
    // The row lock orders a block and an unblock racing on one person.
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, input.id), isNull(users.deletedAt)))
      .for('update');
    if (target?.role === 'admin') throw forbidden(peopleMessages.cannotBlockAdmin);
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

  if (blocked) await endLiveSessions(app, person.id, { message: authMessages.blocked });
  // The change is made; a notification that cannot be stored must not turn it into an error.
  await notify(app, {
    userId: person.id,
    type: 'system',
    content: blocked ? peopleMessages.blockedNotice : peopleMessages.unblockedNotice,
  }).catch((err: unknown) => app.log.warn({ err }, 'Block notification could not be stored'));
  return {
    message: blocked ? peopleMessages.blocked : peopleMessages.unblocked,
    _id: person.id,
    isBlocked: person.isBlocked,
    isActive: person.isActive,
  };
}
