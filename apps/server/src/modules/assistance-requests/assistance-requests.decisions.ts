/**
 * The decisions on an assistance request (spec 2 §4, spec 3 §4): a volunteer accepts, declines or
 * completes it, an admin assigns it, its requester cancels it. A volunteer holds at most VOLUNTEER_TASK_LIMIT requests: the
 * volunteer's row is locked first, so their tasks are counted one decision at a time.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { StatusBody } from '@sahaya/contract/assistance-requests/schemas';
import { openRequestStatuses, VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import type { Db } from '../../db/client.ts';
import { assistanceDeclines, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { notify, noticeText, type NoticeText } from '../notifications/notifications.service.ts';
import { personName } from '../people/people.service.ts';
import { lockPerson } from '../people/person-lock.service.ts';
import { historyLine, recordEvent } from './assistance-requests.history.ts';
import { firstName, withoutOthersPhones } from './assistance-requests.privacy.ts';
import { requestRow, requestsClosed, type AssistanceDeps } from './assistance-requests.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes a person's row lock, so the tasks of one volunteer are counted one decision at a time:
 * ten assignments at once to a volunteer one short of the limit give exactly one.
 */
async function heldBy(tx: Tx, volunteerId: string) {
  const volunteer = await lockPerson(tx, volunteerId);
  const [held] = await tx
    .select({ tasks: count() })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.volunteerId, volunteerId), inArray(assistanceRequests.status, [...openRequestStatuses])));
  return { volunteer, tasks: held?.tasks ?? 0 };
}

/**
 * Gives an open request to a volunteer within the task limit, or says why not. `taken` is what a
 * request someone else holds already is answered with.
 */
async function take(deps: AssistanceDeps, tx: Tx, requestId: string, volunteerId: string, taken: { byOther: FixedErrorCode; closed: FixedErrorCode }) {
  const { volunteer, tasks } = await heldBy(tx, volunteerId);
  if (!volunteer || volunteer.role !== 'volunteer') throw new AppError('VOLUNTEER_NOT_FOUND');
  if (!volunteer.isActive || volunteer.isBlocked) throw new AppError('VOLUNTEER_INACTIVE');
  if (tasks >= VOLUNTEER_TASK_LIMIT) throw new AppError('TASK_LIMIT_REACHED');
  const [row] = await tx
    .update(assistanceRequests)
    .set({ volunteerId, status: 'approved', assignedAt: new Date() })
    .where(and(eq(assistanceRequests.id, requestId), eq(assistanceRequests.status, 'pending'), isNull(assistanceRequests.volunteerId)))
    .returning({ userId: assistanceRequests.userId, createdAt: assistanceRequests.createdAt });
  if (!row) {
    const [request] = await tx
      .select({ volunteerId: assistanceRequests.volunteerId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, requestId));
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    throw new AppError(request.volunteerId ? taken.byOther : taken.closed);
  }
  // The volunteers dispatch told of it learn it was taken.
  await deps.jobs.send(requestsClosed, { requestId, reason: 'taken', volunteerId }, { db: tx });
  return { requesterId: row.userId, volunteerName: volunteer.name, createdAt: row.createdAt };
}

/** Tells a party of a decision on the request, by a notice stored in the decision's transaction. */
function tell(deps: AssistanceDeps, tx: Tx, userId: string, requestId: string, text: NoticeText) {
  return notify(deps, { userId, type: 'system', text, requestId, topic: 'assistanceRequest' }, { db: tx });
}

/** A volunteer accepts, declines or completes a request (spec 2 §4). */
export async function setStatus(deps: AssistanceDeps, volunteerId: string, id: string, { action }: StatusBody) {
  if (action === 'approve') {
    const { requester, createdAt } = await deps.db.transaction(async (tx) => {
      const taken = await take(deps, tx, id, volunteerId, { byOther: 'ALREADY_TAKEN', closed: 'REQUEST_NOT_OPEN' });
      await recordEvent(tx, id, volunteerId, 'approved', historyLine('accepted', taken.volunteerName));
      await tell(deps, tx, taken.requesterId, id, noticeText(deps.callsConnected ? m.notices.acceptedWithCalls : m.notices.accepted, taken.volunteerName));
      return { requester: await personName(tx, taken.requesterId), createdAt: taken.createdAt };
    });
    deps.timing?.accepted(createdAt);
    const accepted = deps.callsConnected ? 'ASSISTANCE_REQUEST_ACCEPTED_WITH_CALLS' : 'ASSISTANCE_REQUEST_ACCEPTED';
    return { success: true as const, ...said(accepted, firstName(requester ?? '')) };
  }

  if (action === 'reject') {
    const [request] = await deps.db
      .select({ status: assistanceRequests.status, volunteerId: assistanceRequests.volunteerId, userId: assistanceRequests.userId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id));
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    if (request.status !== 'pending' || request.volunteerId) throw new AppError('REQUEST_NOT_OPEN');
    await deps.db.insert(assistanceDeclines).values({ requestId: id, volunteerId }).onConflictDoNothing();
    const requester = await personName(deps.db, request.userId);
    return { success: true as const, ...said('ASSISTANCE_REQUEST_DECLINED', firstName(requester ?? '')) };
  }

  const { requester, createdAt } = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: assistanceRequests.status,
        volunteerId: assistanceRequests.volunteerId,
        userId: assistanceRequests.userId,
        createdAt: assistanceRequests.createdAt,
      })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id))
      .for('update');
    if (!request) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    // A 400, not a 403: the web app reads a 403 as the end of the session.
    if (request.volunteerId !== volunteerId) throw new AppError('NOT_YOUR_REQUEST');
    if (request.status !== 'approved') throw new AppError('ONLY_APPROVED_COMPLETED');
    await tx.update(assistanceRequests).set({ status: 'completed', completedAt: new Date() }).where(eq(assistanceRequests.id, id));
    // The volunteer is the caller, and the request still names them: their account exists.
    const name = (await personName(tx, volunteerId)) ?? '';
    await recordEvent(tx, id, volunteerId, 'completed', historyLine('completed', name));
    await tell(deps, tx, request.userId, id, noticeText(m.notices.completed, name));
    return { requester: await personName(tx, request.userId), createdAt: request.createdAt };
  });
  deps.timing?.completed(createdAt);
  return { success: true as const, ...said('ASSISTANCE_REQUEST_COMPLETED', firstName(requester ?? '')) };
}

/** An admin gives a pending request to an active volunteer under the task limit. */
export async function assign(deps: AssistanceDeps, adminId: string, id: string, volunteerId: string) {
  const { request, createdAt } = await deps.db.transaction(async (tx) => {
    const { requesterId, volunteerName, createdAt } = await take(deps, tx, id, volunteerId, {
      byOther: 'ONLY_PENDING_ASSIGNED',
      closed: 'ONLY_PENDING_ASSIGNED',
    });
    await recordEvent(tx, id, adminId, 'assigned', historyLine('assigned', volunteerName));
    const assigned = await requestRow(tx, id);
    await tell(deps, tx, requesterId, id, noticeText(deps.callsConnected ? m.notices.assignedToRequesterWithCalls : m.notices.assignedToRequester, volunteerName));
    await tell(deps, tx, volunteerId, id, noticeText(m.notices.assignedToVolunteer, assigned.user.name));
    return { request: assigned, createdAt };
  });
  deps.timing?.accepted(createdAt);
  return { ...said('VOLUNTEER_ASSIGNED'), assistanceRequest: request };
}

/**
 * The requester cancels their own request while it waits for a volunteer, or after one accepted it
 * (or was assigned it): the volunteer, who may be on their way, is told, and the request no longer
 * counts among their tasks. The row is locked first; an accept updates it only while it is still
 * pending, so a cancel and an accept take turns: a cancel after the accept tells the volunteer, an
 * accept after the cancel finds the request no longer open. Another person's request does not exist
 * for the caller. Cancelling a cancelled request answers the same again and changes nothing.
 */
export async function cancel(deps: AssistanceDeps, userId: string, id: string) {
  const request = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: assistanceRequests.status, userId: assistanceRequests.userId, volunteerId: assistanceRequests.volunteerId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id))
      .for('update');
    if (!row || row.userId !== userId) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
    if (row.status !== 'cancelled') {
      if (row.status !== 'pending' && row.status !== 'approved') throw new AppError('ASSISTANCE_REQUEST_NOT_CANCELLABLE');
      await tx.update(assistanceRequests).set({ status: 'cancelled' }).where(eq(assistanceRequests.id, id));
      const name = await personName(tx, userId);
      await recordEvent(tx, id, userId, 'cancelled', historyLine('cancelled', name ?? ''));
      if (row.volunteerId) await tell(deps, tx, row.volunteerId, id, noticeText(m.notices.cancelledToVolunteer, name ?? ''));
      else await deps.jobs.send(requestsClosed, { requestId: id, reason: 'cancelled', volunteerId: null }, { db: tx });
    }
    return requestRow(tx, id);
  });
  return { ...said('ASSISTANCE_REQUEST_CANCELLED'), assistanceRequest: deps.callsConnected ? withoutOthersPhones(request, userId) : request };
}
