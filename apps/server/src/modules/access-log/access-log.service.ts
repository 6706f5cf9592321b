/**
 * The access log (DPDP Rules 2025, Rule 6): each time an admin or volunteer opens a person's
 * record, contact details, address, or a list or copy with them in it, one line records who (their
 * name and role as they were then), what and when. Each person reads their own; a person reading
 * their own data is not logged, nor is a plain user (who never opens another's data). Entries
 * older than ACCESS_LOG_DAYS are removed by a daily job (access-log.jobs.ts).
 *
 * Other modules call `recordAccess` (one person) or `recordAccesses` (everyone a list or export
 * names): each is one statement, whatever the number of people, that reads the actor's name itself.
 */
import { count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AccessAction } from '@sahaya/contract/privacy/access-actions';
import type { AccessLogQuery, AccessLogReply } from '@sahaya/contract/privacy/access-log';
import type { Role } from '@sahaya/contract/constants';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/client.ts';
import { ascending } from '../../db/order.ts';
import { nameById } from '../../db/person-names.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import { DAY_MS } from '../../lib/durations.ts';

/** Who opened the data: the signed-in caller. */
export interface Actor {
  userId: string;
  role: Role;
}

/** Only admins and volunteers open other people's data. */
const logged = (actor: Actor) => actor.role === 'admin' || actor.role === 'volunteer';

/** Records that `actor` opened `action` of each of these people, in one statement; the actor's own id is left out. */
export async function recordAccesses(db: Db, actor: Actor, subjectIds: readonly string[], action: AccessAction): Promise<void> {
  if (!logged(actor)) return;
  const subjects = [...new Set(subjectIds)].filter((id) => id !== actor.userId);
  if (subjects.length === 0) return;
  // The subjects are ids the caller just read from their rows, so each is an account. They go as
  // one array: a year's donors in Form 10BD are more than the parameters a statement may carry (65,535).
  await db.execute(sql`
    insert into ${accessLog} (subject_id, actor_id, actor_role, actor_name, action)
    select s.id, ${actor.userId}::uuid, ${actor.role}::role, coalesce(${nameById(actor.userId)}, ''), ${action}::text
    from unnest(${sql.param(subjects)}::uuid[]) as s(id)`);
}

/** Records that `actor` opened `action` of one person's data. */
export const recordAccess = (db: Db, actor: Actor, subjectId: string, action: AccessAction) => recordAccesses(db, actor, [subjectId], action);

/**
 * What a downloaded list tells as its rows go out: each batch's people get `downloadedList` in
 * their access log before the batch is sent, so a file cut short logs no one it did not carry.
 */
export type Downloaded = (people: readonly string[]) => Promise<void>;
export const downloadedBy =
  (db: Db, actor: Actor): Downloaded =>
  (people) =>
    recordAccesses(db, actor, people, 'downloadedList');

/** A person's own log, newest first, a page at a time. */
export async function accessLogOf(db: Db, userId: string, query: AccessLogQuery): Promise<AccessLogReply> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ at: accessLog.at, actorRole: accessLog.actorRole, actorName: accessLog.actorName, action: accessLog.action })
      .from(accessLog)
      .where(eq(accessLog.subjectId, userId))
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(accessLog).where(eq(accessLog.subjectId, userId)),
  ]);
  const totalEntries = total?.n ?? 0;
  return {
    entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    page: query.page,
    totalPages: Math.ceil(totalEntries / query.limit),
    totalEntries,
  };
}

/**
 * Removes the entries older than `days`, oldest first a batch at a time off `access_log_at_idx`
 * (a backlog can be millions of entries); answers how many went.
 */
export async function removeOldEntries(
  db: Db,
  { days, now = new Date(), batchSize, signal }: { days: number; now?: Date; batchSize?: number; signal?: AbortSignal },
): Promise<number> {
  return deleteInBatches(db, {
    table: accessLog,
    where: lt(accessLog.at, new Date(now.getTime() - days * DAY_MS)),
    order: [ascending(accessLog.at)],
    batchSize,
    signal,
  });
}
