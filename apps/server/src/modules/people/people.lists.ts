/**
 * The admin's lists of users and of volunteers (spec 3 §2 User management, Volunteer management):
 * newest first, searched by name, filtered, a page at a time with the total. Both are paged lists
 * (db/paged-list.ts) of `users`, which keep their totals between pages: counting a common name
 * among a hundred thousand people is the expensive half of a search (see bench/).
 */
import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListUsersQuery, ListVolunteersQuery, PersonListItem, VolunteerListItem } from '@sahaya/contract/people/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { bound, choice, PagedList } from '../../db/paged-list.ts';
import { users } from '../../db/schema/people.ts';

/** The two kinds of people an admin manages; admins themselves are not listed or blocked. */
export type ManagedRole = 'user' | 'volunteer';

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
 * What both lists share. Newest first, the id breaking ties so that no person shows on two pages:
 * the order of the index `users_role_created_idx`, so a page is read off it without sorting the
 * whole role. A window count (`count(*) over ()`) in the page query would save the count, but it
 * makes PostgreSQL visit every match before the limit applies: with a common name it walks the
 * whole index testing each name, measured 13 times slower than the page (which stops after
 * `offset + limit` matches) plus a trigram-index count.
 */
const peopleOf = (role: ManagedRole) => ({
  name: `people_${role}`,
  table: users,
  where: [eq(users.role, role), isNull(users.deletedAt)],
  search: users.name,
  order: [newestFirst(users.createdAt), newestFirst(users.id)],
  keepTotals: true,
});

/**
 * What a volunteer list shows and filters by beside each volunteer: their tasks on hand, counted by
 * the module that owns the requests (assistance-requests.service.ts: `tasksOnHand`, `atTaskLimit`)
 * and handed in by the dashboards module, which puts the two together. They are typed query builders, not
 * queries: the count is a column and the limit a condition of the list's own statement, so the
 * list stays one statement paged in SQL whose counts are made for the rows of the page only.
 */
export interface TasksOnHand {
  count(volunteerId: AnyPgColumn): SQL<number>;
  atLimit(volunteerId: AnyPgColumn): SQL<boolean>;
}

export const userList = (db: Db) => new PagedList(db, { ...peopleOf('user'), columns: listColumns });

/**
 * A volunteer's task count is a scalar subquery in the select list: PostgreSQL evaluates it after
 * the limit, for the rows of the page only, each an index lookup. Availability changes the SQL
 * itself, and depends on the volunteers' tasks too, so its totals are counted every time.
 */
export const volunteerList = (db: Db, tasks: TasksOnHand) => {
  /** Volunteers who can take a request now: active, not blocked, fewer than the task limit on hand. */
  const available = sql`${users.isActive} and not ${users.isBlocked} and not (${tasks.atLimit(users.id)})`;
  return new PagedList(db, {
    ...peopleOf('volunteer'),
    columns: { ...listColumns, tasks: tasks.count(users.id) },
    filters: {
      isActive: bound<boolean>((value) => eq(users.isActive, value)),
      available: choice((value: boolean) => (value ? available : sql`not (${available})`), { readsOtherTables: true }),
    },
  });
};

const toListItem = <Row extends { createdAt: Date }>(row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The lists of one app: their prepared statements and the totals they keep. */
export class PeopleLists {
  private readonly userList: ReturnType<typeof userList>;
  private readonly volunteerList: ReturnType<typeof volunteerList>;

  constructor(db: Db, tasks: TasksOnHand) {
    this.userList = userList(db);
    this.volunteerList = volunteerList(db, tasks);
  }

  async users(query: ListUsersQuery) {
    const { rows, total, totalPages, ...cursors } = await this.userList.page(query);
    return { users: rows.map(toListItem) satisfies PersonListItem[], totalPages, totalUsers: total, ...cursors };
  }

  async volunteers(query: ListVolunteersQuery) {
    const { rows, total, totalPages, ...cursors } = await this.volunteerList.page(query);
    return { volunteers: rows.map(toListItem) satisfies VolunteerListItem[], totalPages, totalVolunteers: total, ...cursors };
  }
}
