/**
 * The admin's lists of users and of volunteers (spec 3 §2 User management, Volunteer management):
 * newest first, searched by name, filtered, a page at a time with the total. Each shape of query
 * (role, and which filters are set) is built and prepared once per app, with the search text, the
 * flags and the page as parameters, and totals are kept between pages (db/versioned-totals.ts).
 */
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import type { ListUsersQuery, ListVolunteersQuery, PersonListItem, VolunteerListItem } from '@sahaya/contract/people';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { assistanceRequests, users } from '../../db/schema.ts';
import { pageWithTotal, tableVersion, VersionedTotals } from '../../db/versioned-totals.ts';
import { heldTasks, type ManagedRole } from './people.service.ts';

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
 * Newest first, the id breaking ties so that no person shows on two pages: the order of the index
 * `users_role_created_idx`, so a page is read off it without sorting the whole role.
 */
const newest = [newestFirst(users.createdAt), newestFirst(users.id)];

/**
 * Volunteers who hold the task limit already. Few ever do, so this set is hashed once per query
 * rather than counting the tasks of every volunteer a filter looks at.
 */
const fullVolunteers = sql`(select ${assistanceRequests.volunteerId} from ${assistanceRequests}
    where ${assistanceRequests.volunteerId} is not null and ${assistanceRequests.status} in ('pending', 'approved')
    group by ${assistanceRequests.volunteerId} having count(*) >= ${VOLUNTEER_TASK_LIMIT})`;

const available = sql`${users.isActive} and not ${users.isBlocked} and ${users.id} not in ${fullVolunteers}`;

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a list's statements take: a request's values, or placeholders for a prepared statement.
 * A filter left out is not applied. `available` changes the SQL itself, so it is never a parameter.
 */
export interface ListParams {
  pattern?: string | Placeholder;
  isActive?: boolean | Placeholder;
  available?: boolean;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * The two statements of a list: one page of people of a role, and how many there are in all. A
 * window count (`count(*) over ()`) in the page query would save one, but it forces PostgreSQL to
 * visit every match before the limit applies, and the planner does not see that coming: with a
 * common name it walks the whole (role, created_at, id) index testing each name, measured 13 times
 * slower than the page (which stops after `offset + limit` matches) plus a trigram-index count.
 * Both read the version of `users`, so the total can be kept between pages. A volunteer's task
 * count is a scalar subquery in the select list: PostgreSQL evaluates it after the limit, for the
 * rows of the page only, each an index lookup. The tests read the plans of these statements.
 */
export function listStatements(db: Db, role: ManagedRole, params: ListParams) {
  const where: SQL | undefined = and(
    eq(users.role, role),
    isNull(users.deletedAt),
    params.pattern === undefined ? undefined : sql`${users.name} ilike ${params.pattern}`,
    params.isActive === undefined ? undefined : eq(users.isActive, params.isActive),
    params.available === undefined ? undefined : params.available ? available : sql`not (${available})`,
  );
  const version = tableVersion('users');
  const columns: typeof listColumns & { tasks?: typeof heldTasks } =
    role === 'volunteer' ? { ...listColumns, tasks: heldTasks } : listColumns;
  return {
    rows: db
      .select({ ...columns, version })
      .from(users)
      .where(where)
      .orderBy(...newest)
      .limit(params.limit)
      .offset(params.offset),
    count: db.select({ total: sql<number>`count(*)::int`, version }).from(users).where(where),
  };
}

interface Filters {
  search: string;
  isActive?: boolean;
  available?: boolean;
}

function prepareList(db: Db, name: string, role: ManagedRole, filters: Filters) {
  const statements = listStatements(db, role, {
    pattern: filters.search ? sql.placeholder('pattern') : undefined,
    isActive: filters.isActive === undefined ? undefined : sql.placeholder('isActive'),
    available: filters.available,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  });
  return { rows: statements.rows.prepare(`${name}_page`), count: statements.count.prepare(`${name}_count`) };
}

const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/** A row of either list; only volunteers' rows carry their task count. */
type ListRow = Omit<PersonListItem, 'createdAt'> & { createdAt: Date; tasks?: number };

const toListItem = <T extends ListRow>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The lists of one app: its prepared statements and the totals it keeps. */
export class PeopleLists {
  private readonly prepared = new Map<string, ReturnType<typeof prepareList>>();
  private readonly totals = new VersionedTotals();

  constructor(private readonly db: Db) {}

  async users(query: ListUsersQuery) {
    const { rows, total } = await this.page('user', { search: query.search }, query);
    return {
      users: rows.map(toListItem) satisfies PersonListItem[],
      totalPages: totalPages(total, query.limit),
      totalUsers: total,
    };
  }

  async volunteers(query: ListVolunteersQuery) {
    const { rows, total } = await this.page('volunteer', query, query);
    return {
      volunteers: rows.map((row) => toListItem({ ...row, tasks: row.tasks ?? 0 })) satisfies VolunteerListItem[],
      totalPages: totalPages(total, query.limit),
      totalVolunteers: total,
    };
  }

  private async page(
    role: ManagedRole,
    filters: Filters,
    { page, limit }: { page: number; limit: number },
  ): Promise<{ rows: ListRow[]; total: number }> {
    // The statement's name says its shape; PostgreSQL prepares each name once per connection.
    const name = [
      'people',
      role,
      filters.search ? 'search' : '',
      filters.isActive === undefined ? '' : 'active',
      filters.available === undefined ? '' : filters.available ? 'available' : 'unavailable',
    ]
      .filter(Boolean)
      .join('_');
    let statements = this.prepared.get(name);
    if (!statements) {
      statements = prepareList(this.db, name, role, filters);
      this.prepared.set(name, statements);
    }
    const values = {
      pattern: likePattern(filters.search),
      isActive: filters.isActive,
      limit,
      offset: (page - 1) * limit,
    };
    // Availability also depends on the volunteers' tasks, so that total is counted every time.
    const key = filters.available === undefined ? JSON.stringify([role, filters.search, filters.isActive]) : undefined;
    const { rows, count } = statements;
    const listed = await pageWithTotal(this.totals, key, {
      rows: () => rows.execute(values),
      count: () => count.execute(values),
    });
    // Drizzle cannot type a column that only one of the roles selects.
    return listed as unknown as { rows: ListRow[]; total: number };
  }
}
