/**
 * Grievances (DPDP Rules 2025, Rule 9): a person raises one about how their data is handled and
 * the organisation answers it within GRIEVANCE_DAYS. Raising one writes, in its transaction, the
 * acknowledgement to the person (with the reference and the day it will be answered by) and a
 * notice to every admin; an admin's answer writes the person's notice with the reply in its own.
 * Each notice goes on by mail, push and SMS as the notifications module delivers an account's
 * notices (topic `account`: they always reach the person). The lists are in grievances.lists.ts.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { grievanceMessages as m } from '@sahaya/contract/grievances/messages';
import {
  GRIEVANCE_DAILY_LIMIT,
  GRIEVANCE_DAYS,
  closingGrievanceAnswers,
  unansweredGrievanceStatuses,
  type AnswerGrievanceBody,
  type AnswerGrievanceReply,
  type Grievance,
  type GrievanceReply,
  type RaiseGrievanceBody,
  type RaiseGrievanceReply,
} from '@sahaya/contract/grievances/schemas';
import type { Db } from '../../db/client.ts';
import { nameOf } from '../../db/person-names.ts';
import { grievances } from '../../db/schema/grievances.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import type { AuthContext } from '../../plugins/http/auth.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import { notify, notifyMany, noticeDay, noticeText, type NotifyDeps } from '../notifications/notifications.service.ts';
import { activeAdminIds, personName } from '../people/people.service.ts';
import { lockPerson } from '../people/person-lock.service.ts';
import { DAY_MS, HOUR_MS } from '../../lib/durations.ts';

export interface GrievanceDeps extends NotifyDeps {
  db: Db;
  jobs: Pick<Jobs, 'send' | 'sendMany'>;
}

export type GrievanceRow = typeof grievances.$inferSelect;

/** Whether a grievance still waits for the organisation and its due moment has passed. */
export const isOverdue = (row: Pick<GrievanceRow, 'status' | 'dueBy'>, now: Date) =>
  unansweredGrievanceStatuses.includes(row.status) && row.dueBy.getTime() < now.getTime();

/** A grievance as the API gives it; `person` for admins only. */
export function toGrievance(row: GrievanceRow, now: Date, person?: { _id: string; name: string }): Grievance {
  return {
    _id: row.id,
    reference: row.reference,
    subject: row.subject,
    details: row.details,
    status: row.status,
    reply: row.reply,
    dueBy: row.dueBy.toISOString(),
    overdue: isOverdue(row, now),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    ...(person && { person }),
  };
}

/** The day in India by which it is answered, as a notice writes it in its reader's language. */
const dueDayOf = (dueBy: Date) => noticeDay(indiaDayOf(dueBy));

/**
 * Raises a grievance. The person's raises take turns on a lock of their row, so the daily limit
 * holds when several are sent at once; the reference's number comes from the one sequence, with
 * the year in India of the day it was raised. The acknowledgement and the admins' notices are
 * written in the same transaction: none is sent for a grievance that was not stored.
 */
export async function raiseGrievance(deps: GrievanceDeps, userId: string, body: RaiseGrievanceBody, now = new Date()): Promise<RaiseGrievanceReply> {
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, userId))) throw new AppError('UNAUTHENTICATED');
    const recent = await tx
      .select({ createdAt: grievances.createdAt })
      .from(grievances)
      .where(and(eq(grievances.userId, userId), gt(grievances.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(asc(grievances.createdAt));
    if (recent.length >= GRIEVANCE_DAILY_LIMIT) {
      // The next may be raised once the oldest that counts is a day old.
      const freeAt = recent[recent.length - GRIEVANCE_DAILY_LIMIT]!.createdAt.getTime() + DAY_MS;
      throw new AppError('GRIEVANCE_DAILY_LIMIT', { params: [Math.max(1, Math.ceil((freeAt - now.getTime()) / HOUR_MS))] });
    }
    const year = indiaDayOf(now).slice(0, 4);
    const [inserted] = await tx
      .insert(grievances)
      .values({
        reference: sql`${`GRV-${year}-`} || lpad(nextval('grievance_numbers')::text, 6, '0')`,
        userId,
        subject: body.subject,
        details: body.details,
        status: 'open',
        dueBy: new Date(now.getTime() + GRIEVANCE_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('Grievance insert returned no row');
    const due = dueDayOf(inserted.dueBy);
    const name = (await personName(tx, userId)) ?? '';
    const raised = noticeText(m.notices.raised, name, inserted.reference, due);
    const admins = (await activeAdminIds(tx)).filter((adminId) => adminId !== userId);
    await notifyMany(
      deps,
      [
        { userId, type: 'system', topic: 'account', text: noticeText(m.notices.received, inserted.reference, due) },
        ...admins.map((adminId) => ({ userId: adminId, type: 'system' as const, topic: 'account' as const, text: raised })),
      ],
      { db: tx },
    );
    return inserted;
  });
  return {
    ...said('GRIEVANCE_RAISED', row.reference),
    _id: row.id,
    reference: row.reference,
    status: 'open',
    dueBy: row.dueBy.toISOString(),
  };
}

/** One grievance, to the person who raised it and to admins; anybody else is told it is not there. */
export async function getGrievance(db: Db, auth: Pick<AuthContext, 'userId' | 'role'>, id: string, now = new Date()): Promise<GrievanceReply> {
  const admin = auth.role === 'admin';
  const [found] = await db
    .select({ row: grievances, name: nameOf(grievances.userId) })
    .from(grievances)
    .where(admin ? eq(grievances.id, id) : and(eq(grievances.id, id), eq(grievances.userId, auth.userId)));
  if (!found) throw new AppError('GRIEVANCE_NOT_FOUND');
  return { grievance: toGrievance(found.row, now, admin ? { _id: found.row.userId, name: found.name } : undefined) };
}

/** The person's notice of an answer, by its status and whether a reply came with it. */
function answerNotice(row: GrievanceRow, reply: string | undefined) {
  if (row.status === 'resolved') return noticeText(m.notices.resolved, row.reference, row.reply ?? '');
  if (row.status === 'rejected') return noticeText(m.notices.rejected, row.reference, row.reply ?? '');
  return reply ? noticeText(m.notices.inProgressWithReply, row.reference, reply) : noticeText(m.notices.inProgress, row.reference);
}

/**
 * An admin answers: being looked into (with a note or not), resolved or rejected (with a reply).
 * The grievance's row is locked while it is answered, so of two answers at once the second waits
 * and then finds the first: a closed grievance is never answered again, so no reply overwrites
 * another. The person's notice is written in the same transaction.
 */
export async function answerGrievance(
  deps: GrievanceDeps,
  adminId: string,
  id: string,
  body: AnswerGrievanceBody,
  now = new Date(),
): Promise<AnswerGrievanceReply> {
  const closing = closingGrievanceAnswers.includes(body.status);
  if (closing && !body.reply) throw new AppError('GRIEVANCE_REPLY_REQUIRED', { field: 'reply' });
  const { row, name } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
    if (!current) throw new AppError('GRIEVANCE_NOT_FOUND');
    if (closingGrievanceAnswers.includes(current.status)) throw new AppError('GRIEVANCE_ALREADY_ANSWERED');
    const [updated] = await tx
      .update(grievances)
      .set({
        status: body.status,
        reply: body.reply ?? current.reply,
        answeredAt: closing ? now : null,
        answeredBy: adminId,
        updatedAt: now,
      })
      .where(eq(grievances.id, id))
      .returning();
    if (!updated) throw new Error('Grievance update returned no row');
    await notify(deps, { userId: updated.userId, type: 'system', topic: 'account', text: answerNotice(updated, body.reply) }, { db: tx });
    return { row: updated, name: (await personName(tx, updated.userId)) ?? '' };
  });
  return { ...said('GRIEVANCE_ANSWERED', row.reference), grievance: toGrievance(row, now, { _id: row.userId, name }) };
}

/** The person's grievances for the copy of their data, oldest first. */
export async function personalDataOfGrievances(db: Db, userId: string) {
  const rows = await db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(asc(grievances.createdAt), asc(grievances.id));
  return rows.map((row) => ({
    reference: row.reference,
    subject: row.subject,
    details: row.details,
    status: row.status,
    reply: row.reply,
    dueBy: row.dueBy.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}
