/**
 * Assistance requests (spec 2 §5, spec 3 §4). This module owns the `assistance_requests` table
 * and the rules on it, among them the volunteer's task limit: a volunteer holds at most
 * VOLUNTEER_TASK_LIMIT requests at a time. Other modules read requests and tasks only through the
 * queries below.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import type { CreateAssistanceRequestBody, NearbyQuery, StatusBody } from '@sahaya/contract/assistance-requests/schemas';
import { MAX_PAGE_SIZE, VOLUNTEER_TASK_LIMIT, type Role } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { newestFirst, utcDay } from '../../db/order.ts';
import { assistanceDeclines, assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/realtime.ts';
import type { Storage } from '../../plugins/storage.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type AssistanceLists, requestColumns, toRequest } from './assistance-requests.lists.ts';

export interface AssistanceDeps {
  db: Db;
  live: Live;
  storage: Storage;
}

/** The statuses of a request a volunteer still holds: assigned to them and not rejected or completed. */
const HELD = sql`('pending', 'approved')`;

/**
 * How many requests a volunteer holds, as a column of a query over `users`. Drizzle leaves column
 * names unqualified in a select list, where `id` inside the subquery would mean the request's id,
 * so the person's id is named with its table.
 */
export const heldTasks = sql<number>`(select count(*)::int from ${assistanceRequests}
    where ${assistanceRequests}.${sql.identifier(assistanceRequests.volunteerId.name)} = ${users}.${sql.identifier(users.id.name)}
      and ${assistanceRequests}.${sql.identifier(assistanceRequests.status.name)} in ${HELD})`;

/**
 * The volunteers who hold the task limit already, as a subquery. Few ever do, so this set is
 * hashed once per query rather than counting the tasks of every volunteer a filter looks at.
 */
export const fullVolunteers = sql`(select ${assistanceRequests.volunteerId} from ${assistanceRequests}
    where ${assistanceRequests.volunteerId} is not null and ${assistanceRequests.status} in ${HELD}
    group by ${assistanceRequests.volunteerId} having count(*) >= ${VOLUNTEER_TASK_LIMIT})`;

/** How many assistance requests wait for a volunteer, as a scalar subquery. */
export const pendingAssistanceRequestCount = sql`(select count(*) from ${assistanceRequests} where ${assistanceRequests.status} = 'pending')`;

/** How many assistance requests a person has made, as a scalar subquery. */
export const assistanceRequestCountOf = (userId: string) =>
  sql`(select count(*) from ${assistanceRequests} where ${assistanceRequests.userId} = ${userId})`;

/** The newest pending assistance requests with their requester, for the admin dashboard. */
export async function pendingAssistanceRequests(db: Db, limit: number = dashboardSizes.pendingAssistanceRequests) {
  const rows = await db
    .select({
      _id: assistanceRequests.id,
      type: assistanceRequests.type,
      volunteerType: assistanceRequests.volunteerType,
      priority: assistanceRequests.priority,
      description: assistanceRequests.description,
      requestedDate: assistanceRequests.requestedDate,
      requestedTime: assistanceRequests.requestedTime,
      createdAt: assistanceRequests.createdAt,
      user: { _id: users.id, name: users.name, email: users.email },
    })
    .from(assistanceRequests)
    .innerJoin(users, eq(users.id, assistanceRequests.userId))
    .where(eq(assistanceRequests.status, 'pending'))
    .orderBy(newestFirst(assistanceRequests.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The UTC day of every assistance request made since `since`, read off the created_at index. */
export const assistanceRequestDays = (since: SQL) =>
  sql`select ${utcDay(assistanceRequests.createdAt)} as day from ${assistanceRequests} where ${assistanceRequests.createdAt} >= ${since}`;

const requestTitle = sql.raw(`case when r.type = 'ambulance' then 'Ambulance' else initcap(r.volunteer_type::text) || ' volunteer' end`);

/**
 * A person's latest assistance requests as activity rows: those they made, and those they
 * handle as volunteer (dated when assigned), each branch off its own index.
 */
export const assistanceRequestActivity = (userId: string, n: number) => sql`(select 'assistanceRequest' as kind, r.id, ${requestTitle} as title,
              r.status::text as status, r.created_at as date, null::numeric as amount
         from assistance_requests r
        where r.user_id = ${userId}
        order by r.created_at desc limit ${n})
      union all
      (select 'assistanceRequest', r.id, ${requestTitle},
              r.status::text, coalesce(r.assigned_at, r.created_at), null::numeric
         from assistance_requests r
        where r.volunteer_id = ${userId}
        order by r.created_at desc limit ${n})`;

// ---------------------------------------------------------------------------------------------
// Asking, reading, and the decisions of volunteers and admins
// ---------------------------------------------------------------------------------------------

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function requestRow(db: Db, id: string) {
  const [row] = await db.select(requestColumns).from(assistanceRequests).where(eq(assistanceRequests.id, id));
  if (!row) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  return toRequest(row);
}

const recordEvent = (tx: Db | Tx, requestId: string, actorId: string, action: string, details: string) =>
  tx.insert(assistanceRequestEvents).values({ requestId, actorId, action, details });

/**
 * A person asks for help at one of their own addresses; its place and location are copied onto
 * the request. An ambulance is always urgent, so it never waits in a queue behind others.
 */
export async function create(deps: Pick<AssistanceDeps, 'db'>, userId: string, body: CreateAssistanceRequestBody) {
  const [place] = await deps.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
  if (!place) throw new AppError('ADDRESS_REQUIRED', { field: 'addressId' });
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistanceRequests)
      .values({
        userId,
        addressId: place.id,
        type: body.type,
        volunteerType: body.volunteerType,
        priority: body.type === 'ambulance' ? 'urgent' : body.priority,
        requestedDate: body.requestedDate,
        requestedTime: body.requestedTime,
        description: body.description,
        street: place.street,
        city: place.city,
        state: place.state,
        zipCode: place.pincode,
        latitude: place.latitude,
        longitude: place.longitude,
      })
      .returning({ id: assistanceRequests.id });
    if (!row) throw new Error('Assistance request insert returned no row');
    await recordEvent(tx, row.id, userId, 'created', m.history.submitted);
    return row.id;
  });
  return { message: m.submitted, assistanceRequest: await requestRow(deps.db, id) };
}

/** A request with its history, for its requester, its volunteer and admins; to anybody else it does not exist. */
export async function details(deps: Pick<AssistanceDeps, 'db'>, caller: { userId: string; role: Role }, id: string) {
  const request = await requestRow(deps.db, id);
  const mayRead = caller.role === 'admin' || request.user._id === caller.userId || request.volunteer?._id === caller.userId;
  if (!mayRead) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  const events = await deps.db
    .select({ action: assistanceRequestEvents.action, details: assistanceRequestEvents.details, date: assistanceRequestEvents.createdAt })
    .from(assistanceRequestEvents)
    .where(eq(assistanceRequestEvents.requestId, id))
    .orderBy(asc(assistanceRequestEvents.createdAt));
  return { requestDetails: { ...request, history: events.map((event) => ({ ...event, date: event.date.toISOString() })) } };
}

/** The point a volunteer searches around: the one given, else their primary address's location. */
export async function nearby(deps: Pick<AssistanceDeps, 'db'>, lists: AssistanceLists, volunteerId: string, query: NearbyQuery) {
  let point = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
  if (!point) {
    const [home] = await deps.db
      .select({ latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(and(eq(addresses.userId, volunteerId), eq(addresses.isPrimary, true)));
    if (home?.latitude != null && home.longitude != null) point = { latitude: home.latitude, longitude: home.longitude };
  }
  if (!point) throw new AppError('NO_PLACE');
  return lists.near(volunteerId, point, query);
}

/**
 * Takes a person's row lock, so the tasks of one volunteer are counted one decision at a time:
 * ten assignments at once to a volunteer one short of the limit give exactly one.
 */
async function heldBy(tx: Tx, volunteerId: string) {
  const [volunteer] = await tx
    .select({ name: users.name, role: users.role, isActive: users.isActive, isBlocked: users.isBlocked })
    .from(users)
    .where(and(eq(users.id, volunteerId), isNull(users.deletedAt)))
    .for('update');
  const [held] = await tx
    .select({ tasks: count() })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.volunteerId, volunteerId), inArray(assistanceRequests.status, ['pending', 'approved'])));
  return { volunteer, tasks: held?.tasks ?? 0 };
}

/**
 * Gives an open request to a volunteer within the task limit, or says why not. `taken` is what a
 * request someone else holds already is answered with.
 */
async function take(tx: Tx, requestId: string, volunteerId: string, taken: { byOther: FixedErrorCode; closed: FixedErrorCode }) {
  const { volunteer, tasks } = await heldBy(tx, volunteerId);
  if (!volunteer || volunteer.role !== 'volunteer') throw new AppError('VOLUNTEER_NOT_FOUND');
  if (!volunteer.isActive || volunteer.isBlocked) throw new AppError('VOLUNTEER_INACTIVE');
  if (tasks >= VOLUNTEER_TASK_LIMIT) throw new AppError('TASK_LIMIT_REACHED');
  const [row] = await tx
    .update(assistanceRequests)
    .set({ volunteerId, status: 'approved', assignedAt: new Date() })
    .where(and(eq(assistanceRequests.id, requestId), eq(assistanceRequests.status, 'pending'), isNull(assistanceRequests.volunteerId)))
    .returning({ userId: assistanceRequests.userId });
  if (!row) {
    const [request] = await tx
      .select({ volunteerId: assistanceRequests.volunteerId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, requestId));
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    throw new AppError(request.volunteerId ? taken.byOther : taken.closed);
  }
  return { requesterId: row.userId, volunteerName: volunteer.name };
}

/** A volunteer accepts, declines or completes a request (spec 2 §4). */
export async function setStatus(deps: AssistanceDeps, volunteerId: string, id: string, { action }: StatusBody) {
  if (action === 'approve') {
    const { requesterId, volunteerName } = await deps.db.transaction(async (tx) => {
      const taken = await take(tx, id, volunteerId, { byOther: 'ALREADY_TAKEN', closed: 'REQUEST_NOT_OPEN' });
      await recordEvent(tx, id, volunteerId, 'approved', m.history.accepted(taken.volunteerName));
      return taken;
    });
    await notify(deps, { userId: requesterId, type: 'system', content: m.notices.accepted(volunteerName), requestId: id, topic: 'assistanceRequest' });
    return { success: true as const, message: m.accepted };
  }

  if (action === 'reject') {
    const [request] = await deps.db
      .select({ status: assistanceRequests.status, volunteerId: assistanceRequests.volunteerId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id));
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    if (request.status !== 'pending' || request.volunteerId) throw new AppError('REQUEST_NOT_OPEN');
    await deps.db.insert(assistanceDeclines).values({ requestId: id, volunteerId }).onConflictDoNothing();
    return { success: true as const, message: m.declined };
  }

  const done = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: assistanceRequests.status, volunteerId: assistanceRequests.volunteerId, userId: assistanceRequests.userId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id))
      .for('update');
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    // A 400, not a 403: the web app reads a 403 as the end of the session.
    if (request.volunteerId !== volunteerId) throw new AppError('NOT_YOUR_REQUEST');
    if (request.status !== 'approved') throw new AppError('ONLY_APPROVED_COMPLETED');
    await tx.update(assistanceRequests).set({ status: 'completed', completedAt: new Date() }).where(eq(assistanceRequests.id, id));
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, volunteerId));
    await recordEvent(tx, id, volunteerId, 'completed', m.history.completed(me?.name ?? 'the volunteer'));
    return { requesterId: request.userId, volunteerName: me?.name ?? 'Your volunteer' };
  });
  await notify(deps, { userId: done.requesterId, type: 'system', content: m.notices.completed(done.volunteerName), requestId: id, topic: 'assistanceRequest' });
  return { success: true as const, message: m.completed };
}

/** An admin gives a pending request to an active volunteer under the task limit. */
export async function assign(deps: AssistanceDeps, adminId: string, id: string, volunteerId: string) {
  const { requesterId, volunteerName } = await deps.db.transaction(async (tx) => {
    const taken = await take(tx, id, volunteerId, { byOther: 'ONLY_PENDING_ASSIGNED', closed: 'ONLY_PENDING_ASSIGNED' });
    await recordEvent(tx, id, adminId, 'assigned', m.history.assigned(taken.volunteerName));
    return taken;
  });
  const request = await requestRow(deps.db, id);
  await notify(deps, { userId: requesterId, type: 'system', content: m.notices.assignedToRequester(volunteerName), requestId: id, topic: 'assistanceRequest' });
  await notify(deps, { userId: volunteerId, type: 'system', content: m.notices.assignedToVolunteer(request.user.name), requestId: id, topic: 'assistanceRequest' });
  return { message: m.assigned, assistanceRequest: request };
}

/** Every request waiting for a volunteer, urgent first, then newest. */
export async function pending(deps: Pick<AssistanceDeps, 'db'>) {
  const rows = await deps.db
    .select(requestColumns)
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.status, 'pending'), isNull(assistanceRequests.volunteerId)))
    .orderBy(asc(assistanceRequests.priority), newestFirst(assistanceRequests.createdAt))
    .limit(MAX_PAGE_SIZE);
  return { pendingRequests: rows.map(toRequest) };
}
