/**
 * The lists of grievances, each read off an index of schema/grievances.ts: a person's own, newest
 * first (`grievances_user_created_idx`); the admins' desk, the unanswered first by their due moment,
 * overdue ones first (the partial `grievances_unanswered_due_idx`), then the answered, newest first
 * (`grievances_created_idx`). The desk's page is read from the two parts in turn: the unanswered are
 * counted, and a page past them is read from the answered at the offset beyond them. The unanswered
 * part's conditions are written as the partial index's own predicate, so the planner sees that the
 * index covers them whatever the statement's parameters.
 */
import { and, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { GrievanceStatus, ListGrievancesQuery, ListGrievancesReply } from '@sahaya/contract/grievances/schemas';
import { unansweredGrievanceStatuses } from '@sahaya/contract/grievances/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst, soonestFirst } from '../../db/order.ts';
import { nameOf } from '../../db/person-names.ts';
import { grievances } from '../../db/schema/grievances.ts';
import { toGrievance } from './grievances.service.ts';

/** Still waiting for the organisation: the partial index's predicate, as it is written there. */
const unanswered = sql`${grievances.status} in ('open', 'inProgress')`;
/** Resolved or rejected. */
const answered = sql`${grievances.status} in ('resolved', 'rejected')`;

const pageOf = (query: ListGrievancesQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });
const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/** A page of a person's own grievances, newest first, off `grievances_user_created_idx`. */
export const ownPage = (db: Db, userId: string, offset: number, limit: number) =>
  db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(newestFirst(grievances.createdAt), newestFirst(grievances.id))
    .limit(limit)
    .offset(offset);

/** A person's own grievances, newest first. */
export async function ownGrievances(db: Db, userId: string, query: ListGrievancesQuery, now = new Date()): Promise<ListGrievancesReply> {
  const { limit, offset } = pageOf(query);
  const mine = eq(grievances.userId, userId);
  const [rows, [total]] = await Promise.all([
    ownPage(db, userId, offset, limit),
    db.select({ n: count() }).from(grievances).where(mine),
  ]);
  const n = total?.n ?? 0;
  return { grievances: rows.map((row) => toGrievance(row, now)), totalPages: totalPages(n, limit), totalItems: n };
}

const deskColumns = { row: grievances, name: nameOf(grievances.userId) };

/** A part of the desk: its rows in its index's order at `offset`, and how many it holds. */
interface Part {
  where: SQL;
  order: SQL[];
}

const unansweredPart = (where: SQL): Part => ({
  where,
  order: [soonestFirst(grievances.dueBy), soonestFirst(grievances.id)],
});
const answeredPart = (where: SQL): Part => ({
  where,
  order: [newestFirst(grievances.createdAt), newestFirst(grievances.id)],
});

/** The parts the desk's filters leave, in the order the list shows them. */
export function deskParts(status: GrievanceStatus | undefined, overdue: boolean, now: Date): Part[] {
  if (overdue) {
    if (status && !unansweredGrievanceStatuses.includes(status)) return [];
    const due = and(unanswered, lt(grievances.dueBy, now), ...(status ? [eq(grievances.status, status)] : []))!;
    return [unansweredPart(due)];
  }
  if (status) {
    return unansweredGrievanceStatuses.includes(status)
      ? [unansweredPart(and(unanswered, eq(grievances.status, status))!)]
      : [answeredPart(and(answered, eq(grievances.status, status))!)];
  }
  return [unansweredPart(unanswered), answeredPart(answered)];
}

const countOf = async (db: Db, part: Part) => (await db.select({ n: count() }).from(grievances).where(part.where))[0]?.n ?? 0;

/** A page of one part, in its index's order (exported for the plan test). */
export const rowsOf = (db: Db, part: Part, offset: number, limit: number) =>
  db.select(deskColumns).from(grievances).where(part.where).orderBy(...part.order).limit(limit).offset(offset);

/** The admins' desk: every grievance, with who raised it, filtered by status and by being overdue. */
export async function deskGrievances(db: Db, query: ListGrievancesQuery, now = new Date()): Promise<ListGrievancesReply> {
  const { limit, offset } = pageOf(query);
  const parts = deskParts(query.status, query.overdue, now);
  const counts = await Promise.all(parts.map((part) => countOf(db, part)));
  const rows: Awaited<ReturnType<typeof rowsOf>> = [];
  let skip = offset;
  for (const [index, part] of parts.entries()) {
    const size = counts[index]!;
    if (rows.length >= limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    rows.push(...(await rowsOf(db, part, skip, limit - rows.length)));
    skip = 0;
  }
  const total = counts.reduce((sum, n) => sum + n, 0);
  return {
    grievances: rows.map(({ row, name }) => toGrievance(row, now, { _id: row.userId, name })),
    totalPages: totalPages(total, limit),
    totalItems: total,
  };
}

/** The dashboard's figures: grievances still waiting, and those of them past their due moment. */
export const openGrievanceCount = (db: Db) => countOf(db, unansweredPart(unanswered));
export const overdueGrievanceCount = (db: Db, now: Date) => countOf(db, unansweredPart(and(unanswered, lt(grievances.dueBy, now))!));
