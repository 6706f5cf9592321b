/**
 * Assistance requests (spec 2 §5, spec 3 §4). This module owns the `assistance_requests` table
 * and the rules on it, among them the volunteer's task limit: a volunteer holds at most
 * VOLUNTEER_TASK_LIMIT requests at a time (the decisions are in assistance-requests.decisions.ts);
 * and the person's: at most OPEN_ASSISTANCE_REQUESTS_MAX open, an ambulance whatever they have.
 * Other modules read requests and tasks only through the functions below.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import { OPEN_ASSISTANCE_REQUESTS_MAX, type CreateAssistanceRequestBody, type NearbyQuery } from '@sahaya/contract/assistance-requests/schemas';
import { openRequestStatuses, VOLUNTEER_TASK_LIMIT, type Role } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import { activityRow } from '../../db/activity-row.ts';
import type { Db } from '../../db/client.ts';
import { indiaDay, newestFirst } from '../../db/order.ts';
import { nameOf, personOf } from '../../db/person-names.ts';
import { qualified } from '../../db/qualified-column.ts';
import { assistanceDeclines, assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { refuseIfWithdrawn } from '../consents/consents.service.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { claimKey, keepReply, type IdempotencyClaim } from '../../plugins/http/idempotency.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { addressOfPerson, primaryLocation, type LocatedAddress } from '../people/addresses.service.ts';
import { lockPerson } from '../people/person-lock.service.ts';
import { type AssistanceLists, requestColumns, toRequest, unanswered } from './assistance-requests.lists.ts';
import { historyLine, historyText, recordEvent } from './assistance-requests.history.ts';
import { asSeenByVolunteer, withoutOthersPhones } from './assistance-requests.privacy.ts';
import { recordAccess } from '../access-log/access-log.service.ts';

export interface AssistanceDeps {
  db: Db;
  live: Live;
  storage: Storage;
  /** Where a decision's notice enqueues its delivery by mail and push. */
  jobs: Pick<Jobs, 'send'>;
  /** Told how long a request waited to be accepted and to be done (the /metrics histogram). */
  timing?: ResponseTiming;
  /**
   * Its parties call each other through the calling gateway (EXOTEL_*): the replies to either of
   * them leave out the other's number.
   */
  callsConnected?: boolean;
}

export interface ResponseTiming {
  accepted(createdAt: Date): void;
  completed(createdAt: Date): void;
}

/**
 * A request for help was made: dispatch (modules/dispatch) sends it to the volunteers nearby. The
 * job is written in the request's transaction, so no request is made without it.
 */
export const requestsMade = defineQueue<{ requestId: string }>('assistance-request-made');

/**
 * A request stopped waiting for a volunteer: one took it (or an admin gave it to one), or its
 * requester cancelled it. Dispatch tells the other volunteers it had told.
 */
export const requestsClosed = defineQueue<{ requestId: string; reason: 'taken' | 'cancelled'; volunteerId: string | null }>(
  'assistance-request-closed',
);

/** The open statuses as SQL's literal list, which a partial index's condition can be matched to. */
const held = sql.raw(`(${openRequestStatuses.map((status) => `'${status}'`).join(', ')})`);

// ---------------------------------------------------------------------------------------------
// Tasks on hand, and what the dashboards module and the chat read of the requests
// ---------------------------------------------------------------------------------------------

/**
 * How many requests the volunteer a row of a people list names holds. It is a column of that
 * list, not a query of its own: a scalar subquery PostgreSQL makes for the rows of the page only,
 * each off the volunteer's index, so the list stays one statement paged in SQL.
 */
export const tasksOnHand = (volunteerId: AnyPgColumn) => sql<number>`(select count(*)::int from ${assistanceRequests}
    where ${qualified(assistanceRequests.volunteerId)} = ${qualified(volunteerId)} and ${qualified(assistanceRequests.status)} in ${held})`;

/**
 * Whether the volunteer a row names holds the task limit already, as a condition of a people
 * list. Few ever do, so the set of them is hashed once per query rather than counting the tasks of
 * every volunteer the condition looks at.
 */
export const atTaskLimit = (volunteerId: AnyPgColumn) => sql<boolean>`${qualified(volunteerId)} in (
    select ${assistanceRequests.volunteerId} from ${assistanceRequests}
    where ${assistanceRequests.volunteerId} is not null and ${assistanceRequests.status} in ${held}
    group by ${assistanceRequests.volunteerId} having count(*) >= ${VOLUNTEER_TASK_LIMIT})`;

/** How many requests a volunteer holds now. */
export async function tasksOf(db: Db, volunteerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.volunteerId, volunteerId), inArray(assistanceRequests.status, [...openRequestStatuses])));
  return row?.n ?? 0;
}

/** The two parties of a request and its status, for its chat; undefined when there is no such request. */
export async function partiesOf(db: Db, requestId: string) {
  const [request] = await db
    .select({ userId: assistanceRequests.userId, volunteerId: assistanceRequests.volunteerId, status: assistanceRequests.status })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  return request;
}

/**
 * Of these requests, the ones completed before `before`, for the chat's retention: it asks about
 * a batch of its conversations at a time, found by primary key.
 */
export async function completedBefore(db: Db, requestIds: readonly string[], before: Date): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({ id: assistanceRequests.id })
    .from(assistanceRequests)
    .where(and(inArray(assistanceRequests.id, [...requestIds]), eq(assistanceRequests.status, 'completed'), lt(assistanceRequests.completedAt, before)));
  return rows.map((row) => row.id);
}

/** How many assistance requests wait for a volunteer. */
export async function pendingAssistanceRequestCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assistanceRequests).where(eq(assistanceRequests.status, 'pending'));
  return row?.n ?? 0;
}

/** How many assistance requests a person has made. */
export async function assistanceRequestCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assistanceRequests).where(eq(assistanceRequests.userId, userId));
  return row?.n ?? 0;
}

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
      user: personOf(assistanceRequests.userId),
    })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.status, 'pending'))
    .orderBy(newestFirst(assistanceRequests.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** How many assistance requests were made on each day in India (IST) since `since` (days without any left out), off the created_at index. */
export async function assistanceRequestsPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
  const day = indiaDay(assistanceRequests.createdAt);
  return db
    .select({ day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(assistanceRequests)
    .where(gte(assistanceRequests.createdAt, since))
    .groupBy(day);
}

const requestTitle = sql`case when ${qualified(assistanceRequests.type)} = 'ambulance' then 'Ambulance'
  else initcap(${qualified(assistanceRequests.volunteerType)}::text) || ' volunteer' end`;

/**
 * A person's latest assistance requests as activity rows (db/activity-row.ts): those they made,
 * and those they handle as volunteer (dated when assigned), each off its own index.
 */
export const assistanceRequestActivity = (db: Db, userId: string, n: number) => ({
  made: db
    .select(activityRow('assistanceRequest', { id: assistanceRequests.id, title: requestTitle, status: assistanceRequests.status, date: assistanceRequests.createdAt }))
    .from(assistanceRequests)
    .where(eq(assistanceRequests.userId, userId))
    .orderBy(newestFirst(assistanceRequests.createdAt))
    .limit(n),
  handled: db
    .select(
      activityRow('assistanceRequest', {
        id: assistanceRequests.id,
        title: requestTitle,
        status: assistanceRequests.status,
        date: sql`coalesce(${qualified(assistanceRequests.assignedAt)}, ${qualified(assistanceRequests.createdAt)})`,
      }),
    )
    .from(assistanceRequests)
    .where(eq(assistanceRequests.volunteerId, userId))
    .orderBy(newestFirst(assistanceRequests.createdAt))
    .limit(n),
});

// ---------------------------------------------------------------------------------------------
// Asking and reading
// ---------------------------------------------------------------------------------------------

/** A request as its pages show it, or ASSISTANCE_REQUEST_NOT_FOUND. */
export async function requestRow(db: Db, id: string) {
  const [row] = await db.select(requestColumns).from(assistanceRequests).where(eq(assistanceRequests.id, id));
  if (!row) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  return toRequest(row);
}

/**
 * Refuses a request for a volunteer from a person with OPEN_ASSISTANCE_REQUESTS_MAX open: each one
 * sends dispatch's waves of notices, so a few at a time is the most anyone needs, and more would
 * flood the volunteers. The person's row is locked first, so their requests are counted one at a
 * time: many sent at once leave exactly the limit open.
 *
 * An ambulance is an emergency, and is never refused here, whatever the person has open. It still
 * counts against the volunteer requests that follow: while it is open, volunteers and every admin
 * have been told of it and are busy with it, and the person can cancel it under My Requests. It
 * takes the lock as well (held only while a request is written), so a volunteer request sent
 * beside it counts it.
 */
async function holdToOpenLimit(tx: Db, userId: string, type: CreateAssistanceRequestBody['type']) {
  if (!(await lockPerson(tx, userId))) throw new AppError('UNAUTHENTICATED');
  if (type === 'ambulance') return;
  const [row] = await tx
    .select({ n: count() })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.userId, userId), inArray(assistanceRequests.status, [...openRequestStatuses])));
  if ((row?.n ?? 0) >= OPEN_ASSISTANCE_REQUESTS_MAX) {
    throw new AppError('TOO_MANY_OPEN_ASSISTANCE_REQUESTS', { params: [OPEN_ASSISTANCE_REQUESTS_MAX] });
  }
}

/**
 * A person asks for help at one of their own addresses; its place and location are copied onto
 * the request. An ambulance is always urgent, so it never waits in a queue behind others. A
 * request for a volunteer is refused while the person has OPEN_ASSISTANCE_REQUESTS_MAX open
 * (holdToOpenLimit). With an Idempotency-Key the request is made once however often it is sent.
 */
export async function create(deps: Pick<AssistanceDeps, 'db' | 'jobs'>, userId: string, body: CreateAssistanceRequestBody, idempotency?: IdempotencyClaim) {
  await refuseIfWithdrawn(deps.db, userId, 'helpRequests');
  const place = await addressOfPerson(deps.db, userId, body.addressId);
  if (!place) throw new AppError('ADDRESS_REQUIRED', { field: 'addressId' });
  return deps.db.transaction(async (tx) => {
    await claimKey(tx, idempotency);
    await holdToOpenLimit(tx, userId, body.type);
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
    await recordEvent(tx, row.id, userId, 'created', historyLine('submitted'));
    await deps.jobs.send(requestsMade, { requestId: row.id }, { db: tx });
    const reply = { ...said('ASSISTANCE_REQUEST_SUBMITTED'), assistanceRequest: await requestRow(tx, row.id) };
    await keepReply(tx, idempotency, reply);
    return reply;
  });
}

/**
 * Requests made at an address while it had no location take the one it has just been given, so
 * volunteers nearby find them: only those still waiting for a volunteer without coordinates, read off
 * the partial index of such requests, and only while the request's place is the place that was
 * located (a request keeps the place it was made at, whatever became of the address since). Running
 * it again changes nothing. Answers how many requests it located.
 */
export async function takeAddressLocations(db: Db, located: readonly LocatedAddress[]): Promise<number> {
  if (located.length === 0) return 0;
  const places = located.map(
    (a) => sql`(${a.id}::uuid, ${a.street}, ${a.city}, ${a.state}, ${a.pincode}, ${a.latitude}::float8, ${a.longitude}::float8)`,
  );
  const r = assistanceRequests;
  const changed = await db
    .update(r)
    .set({ latitude: sql`v.lat`, longitude: sql`v.lon`, updatedAt: new Date() })
    .from(sql`(values ${sql.join(places, sql`, `)}) as v(id, street, city, state, pincode, lat, lon)`)
    .where(
      and(
        sql`${r.addressId} = v.id`,
        sql`${r.status} = 'pending' and ${r.volunteerId} is null and (${r.latitude} is null or ${r.longitude} is null)`,
        sql`${r.street} = v.street and ${r.city} = v.city and ${r.state} = v.state and ${r.zipCode} = v.pincode`,
      ),
    )
    .returning({ id: r.id });
  return changed.length;
}

/**
 * A request with its history in `language`, for its requester, its volunteer and admins; to anybody else it does
 * not exist. Its volunteer reads the requester's contact only while the request is theirs, and
 * neither party reads the other's number when they call through the gateway.
 */
export async function details(deps: Pick<AssistanceDeps, 'db' | 'callsConnected'>, caller: { userId: string; role: Role }, id: string, language: Language) {
  const row = await requestRow(deps.db, id);
  const whole = caller.role === 'admin' || row.user._id === caller.userId;
  // An open request is what any volunteer's Nearby list shows, the first name and the town: so a
  // volunteer told of it opens it from the notice, and accepts or declines it there.
  const open = caller.role === 'volunteer' && row.status === 'pending' && row.volunteer === null;
  if (!whole && !open && row.volunteer?._id !== caller.userId) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  const seen = whole ? row : asSeenByVolunteer(row, caller.userId);
  // Admins are no party: they read both numbers, to call either themselves.
  const request = deps.callsConnected && caller.role !== 'admin' ? withoutOthersPhones(seen, caller.userId) : seen;
  // Its history names its people: only those who hold it read it.
  if (!whole && row.volunteer?._id !== caller.userId) return { requestDetails: { ...request, history: [] } };
  // The admin and the volunteer who holds it read the requester's contact details and address: logged for the requester.
  await recordAccess(deps.db, caller, row.user._id, 'viewedContact');
  const events = await deps.db
    .select({
      action: assistanceRequestEvents.action,
      code: assistanceRequestEvents.code,
      params: assistanceRequestEvents.params,
      date: assistanceRequestEvents.createdAt,
    })
    .from(assistanceRequestEvents)
    .where(eq(assistanceRequestEvents.requestId, id))
    .orderBy(asc(assistanceRequestEvents.createdAt));
  const history = events.map((event) => ({ ...event, details: historyText(language, event), date: event.date.toISOString() }));
  return { requestDetails: { ...request, history } };
}

/**
 * The point a volunteer searches around: one of their own saved addresses when they chose one, else
 * the point given (their device's), else their primary address's location. Another person's address
 * is not found, so its id tells the caller nothing, not even that it exists.
 */
async function searchPoint(db: Db, volunteerId: string, query: NearbyQuery) {
  if (query.addressId !== undefined) {
    const chosen = await addressOfPerson(db, volunteerId, query.addressId);
    if (!chosen) throw new AppError('ADDRESS_NOT_FOUND');
    if (chosen.latitude === null || chosen.longitude === null) throw new AppError('PLACE_NOT_LOCATED');
    return { latitude: chosen.latitude, longitude: chosen.longitude };
  }
  if (query.latitude !== undefined && query.longitude !== undefined) return { latitude: query.latitude, longitude: query.longitude };
  return primaryLocation(db, volunteerId);
}

/** Open requests near the volunteer's chosen place, with the number of requests they hold. */
export async function nearby(deps: Pick<AssistanceDeps, 'db'>, lists: AssistanceLists, volunteerId: string, query: NearbyQuery) {
  const point = await searchPoint(deps.db, volunteerId, query);
  if (!point) throw new AppError('NO_PLACE');
  const [found, tasksOnHand] = await Promise.all([lists.near(volunteerId, point, query), tasksOf(deps.db, volunteerId)]);
  return { ...found, tasksOnHand };
}

// ---------------------------------------------------------------------------------------------
// What dispatch reads and marks
// ---------------------------------------------------------------------------------------------

/** What dispatch needs of a request: who asked, what for, where, and whether it still waits. */
export async function dispatchFacts(db: Db, requestId: string, lock = false) {
  const query = db
    .select({
      userId: assistanceRequests.userId,
      type: assistanceRequests.type,
      volunteerType: assistanceRequests.volunteerType,
      priority: assistanceRequests.priority,
      city: assistanceRequests.city,
      latitude: assistanceRequests.latitude,
      longitude: assistanceRequests.longitude,
      waiting: sql<boolean>`${assistanceRequests.status} = 'pending' and ${assistanceRequests.volunteerId} is null`,
      createdAt: assistanceRequests.createdAt,
      escalatedAt: assistanceRequests.escalatedAt,
      requesterName: nameOf(assistanceRequests.userId),
    })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  const [row] = await (lock ? query.for('update', { of: assistanceRequests }) : query);
  return row;
}

/** Marks a waiting request unanswered, once: answers whether this call marked it. */
export async function markUnanswered(db: Db, requestId: string): Promise<boolean> {
  const marked = await db
    .update(assistanceRequests)
    .set({ escalatedAt: new Date() })
    .where(
      and(
        eq(assistanceRequests.id, requestId),
        eq(assistanceRequests.status, 'pending'),
        isNull(assistanceRequests.volunteerId),
        isNull(assistanceRequests.escalatedAt),
      ),
    )
    .returning({ id: assistanceRequests.id });
  return marked.length > 0;
}

/** A condition on a volunteer column: they declined this request. */
export const declined = (requestId: string, volunteerId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${assistanceDeclines} d where d.request_id = ${requestId} and d.volunteer_id = ${qualified(volunteerId)})`;

/** Whether a volunteer holds (or completed) a request: their answer to being told of it. */
export const acceptedBy = (requestId: string, volunteerId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${assistanceRequests} a where a.id = ${requestId} and a.volunteer_id = ${qualified(volunteerId)})`;

/** How many requests still wait after nobody answered them, for the dashboard. */
export async function unansweredCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assistanceRequests)
    .where(unanswered);
  return row?.n ?? 0;
}

/**
 * How fast help came over the requests made since `since`: minutes from asking to being accepted
 * (or assigned), and to being done, median and 90th percentile, off the created_at index.
 */
export async function responseTimes(db: Db, since: Date) {
  const minutes = (end: AnyPgColumn) => sql`extract(epoch from (${end} - ${assistanceRequests.createdAt})) / 60`;
  const percentiles = (end: AnyPgColumn) => sql<{ count: number; p50Minutes: number; p90Minutes: number } | null>`case when count(${end}) = 0 then null
    else json_build_object('count', count(${end}),
      'p50Minutes', round((percentile_cont(0.5) within group (order by ${minutes(end)}))::numeric, 1),
      'p90Minutes', round((percentile_cont(0.9) within group (order by ${minutes(end)}))::numeric, 1)) end`;
  const [row] = await db
    .select({ toAccept: percentiles(assistanceRequests.assignedAt), toComplete: percentiles(assistanceRequests.completedAt) })
    .from(assistanceRequests)
    .where(gte(assistanceRequests.createdAt, since));
  const numbers = (p: { count: number; p50Minutes: number; p90Minutes: number } | null | undefined) =>
    p ? { count: Number(p.count), p50Minutes: Number(p.p50Minutes), p90Minutes: Number(p.p90Minutes) } : null;
  return { toAccept: numbers(row?.toAccept), toComplete: numbers(row?.toComplete) };
}
