/**
 * The lists of assistance requests (db/paged-list.ts): a person's own, a volunteer's processing
 * and completed ones, and the admin's in each of their three sorts; and the volunteer's Nearby
 * list, ordered by distance from a point. A request's requester, volunteer and place are columns of
 * the page's rows: the people are primary-key lookups made for the rows of the page only.
 */
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  AdminAssistanceQuery,
  MyAssistanceRequestsQuery,
  NearbyQuery,
  PendingQuery,
  ProcessingQuery,
} from '@sahaya/contract/assistance-requests/schemas';
import type { requestSorts, volunteerTypes } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { ascending, newestFirst, type OrderTerm, soonestFirst } from '../../db/order.ts';
import { boundingBox, kmBetween } from '../../db/great-circle.ts';
import { bound, choice, likePattern, PagedList } from '../../db/paged-list.ts';
import { contactOf, nameMatches, nameOf, type PersonContact } from '../../db/person-names.ts';
import { qualified } from '../../db/qualified-column.ts';
import { assistanceDeclines, assistanceRequests as r } from '../../db/schema/assistance-requests.ts';
import { asSeenByVolunteer, firstName, withoutOthersPhones } from './assistance-requests.privacy.ts';

type RequestSort = (typeof requestSorts)[number];
type Kind = 'volunteer' | 'ambulance' | (typeof volunteerTypes)[number];

/**
 * Waiting for a volunteer at a place without a location: the Nearby list of no volunteer holds
 * it, so an admin assigns one.
 */
const needsAssignment = sql<boolean>`(${qualified(r.status)} = 'pending' and ${qualified(r.volunteerId)} is null
  and (${qualified(r.latitude)} is null or ${qualified(r.longitude)} is null))`;

/** Open to any volunteer: nobody has taken it yet. */
const waiting = sql<boolean>`(${qualified(r.status)} = 'pending' and ${qualified(r.volunteerId)} is null)`;

/** Still waiting for a volunteer after the admins were told that nobody answered its waves. */
export const unanswered = sql<boolean>`(${qualified(r.status)} = 'pending' and ${qualified(r.volunteerId)} is null and ${qualified(r.escalatedAt)} is not null)`;

/** What every reader of a request reads of it, whoever they are. */
const requestFacts = {
  _id: r.id,
  type: r.type,
  volunteerType: r.volunteerType,
  priority: r.priority,
  status: r.status,
  requestedDate: r.requestedDate,
  requestedTime: r.requestedTime,
  description: r.description,
};

export const requestColumns = {
  ...requestFacts,
  address: sql<{ street: string; city: string; state: string; zipCode: string }>`json_build_object(
    'street', ${qualified(r.street)}, 'city', ${qualified(r.city)}, 'state', ${qualified(r.state)}, 'zipCode', ${qualified(r.zipCode)})`,
  user: contactOf(r.userId),
  volunteer: contactOf(r.volunteerId),
  createdAt: r.createdAt,
  needsAssignment,
  unanswered,
};

export const toRequest = <Row extends { createdAt: Date; user: PersonContact | null }>(row: Row) => ({
  ...row,
  // Every request has its requester: the row goes with its person (on delete cascade).
  user: row.user as PersonContact,
  createdAt: row.createdAt.toISOString(),
});

/** `ambulance`, `volunteer`, or the kind of volunteer asked for. */
const kindIs = (kind: Kind): SQL =>
  kind === 'ambulance' || kind === 'volunteer' ? sql`${r.type} = ${kind}` : sql`${r.volunteerType} = ${kind}`;

const statusIs = bound<string>((status) => sql`${r.status} = ${status}`);
const newest = [newestFirst(r.createdAt), newestFirst(r.id)];

const mine = (db: Db) =>
  new PagedList(db, {
    name: 'assistance_mine',
    table: r,
    columns: requestColumns,
    search: r.description,
    order: newest,
    filters: { user: bound<string>((userId) => eq(r.userId, userId)), status: statusIs },
    countWithPage: true,
  });

const handled = (db: Db) =>
  new PagedList(db, {
    name: 'assistance_handled',
    table: r,
    columns: requestColumns,
    search: r.description,
    order: newest,
    filters: { volunteer: bound<string>((id) => eq(r.volunteerId, id)), status: statusIs, kind: choice(kindIs) },
  });

const orders: Record<RequestSort, OrderTerm[]> = {
  newest,
  oldest: [soonestFirst(r.createdAt), soonestFirst(r.id)],
  // The priority enum is declared urgent, normal: ascending is the most pressing first.
  priority: [ascending(r.priority), ...newest],
};

export const everyone = (db: Db, sort: RequestSort) =>
  new PagedList(db, {
    name: `assistance_all_${sort}`,
    table: r,
    columns: requestColumns,
    search: (pattern) => sql`(${r.description} ilike ${pattern} or ${nameMatches(r.userId, pattern)})`,
    order: orders[sort],
    filters: {
      status: statusIs,
      priority: bound<string>((priority) => sql`${r.priority} = ${priority}`),
      // Pending rows only, so it reads off the (status, created_at) index and checks the few pending.
      needsAssignment: choice((_on: true) => needsAssignment),
      // Off the partial index of such requests.
      unanswered: choice((_on: true) => unanswered),
      waiting: choice((_on: true) => waiting),
    },
  });

/** Town driving, door to door: what a volunteer can expect, not a route planner's figure. */
const TOWN_SPEED_KMH = 25;

/** Which column a kind filter reads: `ambulance` and `volunteer` are types, the rest kinds of volunteer. */
const kindColumn = (kind: Kind | undefined) =>
  kind === undefined ? undefined : kind === 'ambulance' || kind === 'volunteer' ? ('type' as const) : ('volunteerType' as const);

/**
 * What a volunteer who does not hold a request reads of it (the contract's `nearbyRequest`): the
 * requester's name is read only to give its first word, and the street and PIN code not at all.
 */
const nearColumns = {
  ...requestFacts,
  city: r.city,
  state: r.state,
  requesterName: nameOf(r.userId),
  createdAt: r.createdAt,
};

/**
 * Where the Nearby list searches from and what it filters by, as the statement reads them: the
 * point, the bounding box of its circle, the radius, the volunteer, and the kind and search text
 * when the list is filtered by them. Placeholders in the prepared Nearby statement, columns of the
 * places and parameters in the digest's.
 */
type Reach = Record<'lat' | 'lon' | 'latMin' | 'latMax' | 'lonMin' | 'lonMax' | 'radius' | 'volunteer' | 'kind' | 'pattern', SQLWrapper>;

/**
 * The great-circle distance in km from the searched point to the request (haversine). The Nearby
 * list first keeps the requests inside the bounding box of the circle, read off the partial index
 * of open requests by (latitude, longitude), and computes distances for those only.
 */
const distanceFrom = (at: Reach) => kmBetween(r.latitude, r.longitude, at.lat, at.lon);

/**
 * The open requests in reach that the volunteer has not declined, with the kind and search filters
 * of the statement's shape. The open-request conditions are written out, not bound, so that every
 * plan, the generic one of a prepared statement included, may use the partial index.
 */
const inReach = (at: Reach, kind: 'type' | 'volunteerType' | undefined, searched: boolean) =>
  and(
    sql`${r.status} = 'pending'`,
    isNull(r.volunteerId),
    sql`${r.latitude} between ${at.latMin} and ${at.latMax}`,
    sql`${r.longitude} between ${at.lonMin} and ${at.lonMax}`,
    sql`${distanceFrom(at)} <= ${at.radius}`,
    sql`not exists (select 1 from ${assistanceDeclines} d where d.request_id = ${r.id} and d.volunteer_id = ${at.volunteer})`,
    kind ? sql`${r[kind]} = ${at.kind}` : undefined,
    searched ? sql`${r.description} ilike ${at.pattern}` : undefined,
  );

const placeholders: Reach = {
  lat: sql.placeholder('lat'),
  lon: sql.placeholder('lon'),
  latMin: sql.placeholder('latMin'),
  latMax: sql.placeholder('latMax'),
  lonMin: sql.placeholder('lonMin'),
  lonMax: sql.placeholder('lonMax'),
  radius: sql.placeholder('radius'),
  volunteer: sql.placeholder('volunteer'),
  kind: sql.placeholder('kind'),
  pattern: sql.placeholder('pattern'),
};

/**
 * The Nearby statement of one shape (kind filter by type or by kind of volunteer, search or not),
 * prepared once, so a request neither plans it again nor sends a second statement for the count:
 * the window count gives every row the number of requests in reach.
 */
const nearStatement = (db: Db, kind: 'type' | 'volunteerType' | undefined, searched: boolean) => {
  const distance = distanceFrom(placeholders);
  return db
    .select({ ...nearColumns, distance, total: sql<number>`(count(*) over ())::int` })
    .from(r)
    .where(inReach(placeholders, kind, searched))
    .orderBy(distance, r.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`assistance_near${kind ? `_${kind}` : ''}${searched ? '_search' : ''}`);
};

/** A row of a Nearby statement as the volunteer reads it. */
function toNearby({ city, state, requesterName, distance: exact, createdAt, ...row }: NearRow) {
  // Whole kilometres, and the travel time from them: a finer figure would place the person.
  const km = Math.round(Number(exact));
  return {
    ...row,
    address: { city, state },
    user: { name: firstName(requesterName) },
    createdAt: createdAt.toISOString(),
    distance: km,
    estimatedTravelTime: Math.max(1, Math.round((km / TOWN_SPEED_KMH) * 60)),
  };
}

type NearStatement = ReturnType<typeof nearStatement>;
type NearRow = Omit<Awaited<ReturnType<NearStatement['execute']>>[number], 'total'>;

export class AssistanceLists {
  private readonly mine: ReturnType<typeof mine>;
  private readonly handled: ReturnType<typeof handled>;
  private readonly all: Record<RequestSort, ReturnType<typeof everyone>>;
  private readonly nearStatements = new Map<string, NearStatement>();

  /**
   * With `callsConnected` (a calling gateway is set up), a party's lists leave out the other
   * party's number: they call each other through the gateway.
   */
  constructor(
    private readonly db: Db,
    private readonly options: { callsConnected?: boolean } = {},
  ) {
    this.mine = mine(db);
    this.handled = handled(db);
    this.all = { newest: everyone(db, 'newest'), oldest: everyone(db, 'oldest'), priority: everyone(db, 'priority') };
  }

  /** The request as one of its parties reads it. */
  private byParty<R extends { user: unknown; volunteer: unknown }>(request: R, readerId: string): R {
    return this.options.callsConnected ? withoutOthersPhones(request, readerId) : request;
  }

  async of(userId: string, { status, ...page }: MyAssistanceRequestsQuery) {
    const { rows, total, totalPages, ...cursors } = await this.mine.page({ ...page, user: userId, status });
    return { assistanceRequests: rows.map((row) => this.byParty(toRequest(row), userId)), totalPages, totalRequests: total, ...cursors };
  }

  async handledBy(volunteerId: string, { status, type, ...page }: ProcessingQuery) {
    const { rows, total, totalPages } = await this.handled.page({ ...page, volunteer: volunteerId, status, kind: type });
    return {
      processingRequests: rows.map((row) => this.byParty(asSeenByVolunteer(toRequest(row), volunteerId), volunteerId)),
      totalPages,
      totalRequests: total,
    };
  }

  async every({ sort, status, priority, needsAssignment: onlyUnlocated, unanswered: onlyUnanswered, ...page }: AdminAssistanceQuery) {
    const { rows, total, totalPages, ...cursors } = await this.all[sort].page({
      ...page,
      status,
      priority,
      needsAssignment: onlyUnlocated ? (true as const) : undefined,
      unanswered: onlyUnanswered ? (true as const) : undefined,
    });
    return { assistanceRequests: rows.map(toRequest), totalPages, totalRequests: total, ...cursors };
  }

  /** The requests nobody has taken yet, the most pressing first, then the newest. */
  async waiting(page: PendingQuery) {
    const { rows, total, totalPages, ...cursors } = await this.all.priority.page({ ...page, waiting: true });
    return { pendingRequests: rows.map(toRequest), totalPages, totalRequests: total, ...cursors };
  }

  /** Open, unassigned requests within `radius` km of the point that this volunteer has not declined, nearest first. */
  async near(volunteerId: string, point: { latitude: number; longitude: number }, query: NearbyQuery) {
    const { latitude: lat, longitude: lon } = point;
    const { radius, page, limit, search, type } = query;
    const kind = kindColumn(type);
    const shape = `${kind ?? ''}/${search ? 'search' : ''}`;
    let statement = this.nearStatements.get(shape);
    if (!statement) {
      statement = nearStatement(this.db, kind, Boolean(search));
      this.nearStatements.set(shape, statement);
    }
    const values = {
      lat,
      lon,
      ...boundingBox(lat, lon, radius),
      radius,
      volunteer: volunteerId,
      kind: type,
      pattern: search ? likePattern(search) : undefined,
      limit,
      offset: (page - 1) * limit,
    };
    const rows = await statement.execute(values);
    // A page past the last row carries no count: the first page's answers how many there are.
    const total = rows[0]?.total ?? (page > 1 ? ((await statement.execute({ ...values, offset: 0 }))[0]?.total ?? 0) : 0);
    return { nearbyRequests: rows.map(({ total: _total, ...row }) => toNearby(row)), totalPages: Math.ceil(total / limit), documentsCount: total };
  }

  /**
   * The first page of `near` from each of several points, in one statement however many points
   * there are (the daily digest reads every saved place of a volunteer): the places are a VALUES
   * list, and each is joined to its own nearest requests (a LATERAL subquery that reads the index as
   * the Nearby statement does). Answers a list per point, in the order of the points.
   */
  async nearEach(volunteerId: string, points: readonly { latitude: number; longitude: number }[], query: Omit<NearbyQuery, 'page'>) {
    if (points.length === 0) return [];
    const { radius, limit, search, type } = query;
    const kind = kindColumn(type);
    const places = points.map(({ latitude, longitude }, i) => {
      const box = boundingBox(latitude, longitude, radius);
      return sql`(${i}::int, ${latitude}::float8, ${longitude}::float8, ${box.latMin}::float8, ${box.latMax}::float8, ${box.lonMin}::float8, ${box.lonMax}::float8)`;
    });
    const at: Reach = {
      lat: sql`p.lat`,
      lon: sql`p.lon`,
      latMin: sql`p.lat_min`,
      latMax: sql`p.lat_max`,
      lonMin: sql`p.lon_min`,
      lonMax: sql`p.lon_max`,
      radius: sql`${radius}::float8`,
      volunteer: sql`${volunteerId}::uuid`,
      kind: sql`${type ?? null}`,
      pattern: sql`${search ? likePattern(search) : null}`,
    };
    const distance = distanceFrom(at);
    const nearest = this.db
      .select({
        ...nearColumns,
        requesterName: nearColumns.requesterName.as('requester_name'),
        distance: distance.as('distance'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(r)
      .where(inReach(at, kind, Boolean(search)))
      .orderBy(distance, r.id)
      .limit(limit)
      .as('nearest');
    // Read through the subquery, each field is its column of `nearest`, as the outer select needs.
    const { total: _total, ...columns } = nearest._.selectedFields;
    const rows = await this.db
      .select({ place: sql<number>`p.i`, total: nearest.total, ...columns })
      .from(sql`(values ${sql.join(places, sql`, `)}) as p(i, lat, lon, lat_min, lat_max, lon_min, lon_max)`)
      .crossJoinLateral(nearest)
      .orderBy(sql`p.i`, nearest.distance, nearest._id);
    return points.map((_point, i) => {
      const own = rows.filter((row) => row.place === i);
      const count = own[0]?.total ?? 0;
      return { nearbyRequests: own.map(({ place: _place, total: _total, ...row }) => toNearby(row)), totalPages: Math.ceil(count / limit), documentsCount: count };
    });
  }
}
