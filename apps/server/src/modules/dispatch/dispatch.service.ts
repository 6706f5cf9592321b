/**
 * Dispatch: a request for help goes to the helpers instead of waiting to be looked at. Within
 * seconds of a request, the nearest volunteers on duty whose own distance reaches it, whose kinds of
 * help match it, who are under the task limit and have not declined it are told (a wave of
 * DISPATCH_WAVE_SIZE); every DISPATCH_WAVE_MINUTES while nobody accepted, the next nearest; after
 * DISPATCH_ESCALATE_MINUTES, or as soon as a wave finds nobody left to tell, every admin is told and
 * the request is marked unanswered. An urgent request halves both times; an ambulance tells every
 * admin at once as well.
 *
 * Each step is a job written in the transaction of the step before (the request's own for the
 * first), and does its writes in one transaction with its job's end: a killed node or a second node
 * sends each wave once, never twice and never skipped. A wave holds the request's row while it runs,
 * so an accept waits for it, and the notice that the request was taken reaches everyone it told.
 */
import { and, asc, count, eq, ne, not, sql } from 'drizzle-orm';
import { dispatchMessages as m } from '@sahaya/contract/dispatch/messages';
import { dispatchUpdate } from '@sahaya/contract/dispatch/events';
import type { DispatchReply } from '@sahaya/contract/dispatch/schemas';
import { VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import { languages } from '@sahaya/contract/i18n/languages';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DispatchSettings } from '../../config.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import { nameOf } from '../../db/person-names.ts';
import { qualified } from '../../db/qualified-column.ts';
import { dispatchAlerts } from '../../db/schema/dispatch.ts';
import { AppError } from '../../errors.ts';
import { contractText } from '../../lib/i18n.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { acceptedBy, declined, dispatchFacts, markUnanswered, tasksOnHand } from '../assistance-requests/assistance-requests.service.ts';
import { notifyMany, noticeText, noticeWords, type NoticeText, type NotifyDeps } from '../notifications/notifications.service.ts';
import { onDutyNear } from '../people/duty.service.ts';
import { activeAdminIds } from '../people/people.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

export interface DispatchDeps extends NotifyDeps {
  db: Db;
  jobs: Pick<Jobs, 'send' | 'sendMany'>;
  settings: DispatchSettings;
}

/** The next wave of a request, not before its time. */
export const waves = defineQueue<{ requestId: string; wave: number }>('dispatch-wave');

/** The admins are told of a request nobody accepted in time, at that time. */
export const escalations = defineQueue<{ requestId: string }>('dispatch-escalation');

type Facts = NonNullable<Awaited<ReturnType<typeof dispatchFacts>>>;

/** An urgent request (an ambulance is always one) goes out twice as fast. */
const pace = (facts: Facts) => (facts.priority === 'urgent' ? 0.5 : 1);

/** What the request asks for, in every language, for its notices. */
const kindOf = (facts: Facts) => {
  const kind = m.kinds[facts.type === 'ambulance' ? 'ambulance' : (facts.volunteerType ?? 'general')];
  return noticeWords(Object.fromEntries(languages.map((language) => [language, contractText(language, kind)])) as { en: string });
};

/** Who of the volunteers in reach may be told of the request: not told of it already, not having declined it, under the task limit. */
export const mayBeTold = (requestId: string) => (volunteerId: AnyPgColumn) => [
  sql`not exists (select 1 from ${dispatchAlerts} da where da.request_id = ${requestId} and da.volunteer_id = ${qualified(volunteerId)})`,
  not(declined(requestId, volunteerId)),
  // Counted for each of the few volunteers in reach, off the volunteer's index: the people lists'
  // way (atTaskLimit, the set of every volunteer at the limit) would read every held task in the country.
  sql`${tasksOnHand(volunteerId)} < ${VOLUNTEER_TASK_LIMIT}`,
];

/** The next `size` volunteers to tell of the request. */
async function nextWave(db: Db, requestId: string, facts: Facts, size: number) {
  if (facts.latitude === null || facts.longitude === null) return [];
  const wanted = { latitude: facts.latitude, longitude: facts.longitude, kind: facts.volunteerType, requesterId: facts.userId };
  return onDutyNear(db, wanted, size, mayBeTold(requestId));
}

/** How many volunteers have been told of the request. */
async function toldCount(db: Db, requestId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dispatchAlerts).where(eq(dispatchAlerts.requestId, requestId));
  return row?.n ?? 0;
}

/** A notice of the request to each of these people, their mail and push with it, written with the step. */
const tell = (deps: DispatchDeps, tx: Db, requestId: string, told: { userId: string; text: NoticeText }[]) =>
  notifyMany(deps, told.map(({ userId, text }) => ({ userId, type: 'system' as const, topic: 'assistanceRequest' as const, requestId, text })), { db: tx });

/** Tells every admin, by a notice (and its mail and push) written with the step. */
async function tellAdmins(deps: DispatchDeps, tx: Db, requestId: string, text: NoticeText) {
  await tell(deps, tx, requestId, (await activeAdminIds(tx)).map((userId) => ({ userId, text })));
}

/** Marks the request unanswered and tells the admins why, once. */
async function escalate(deps: DispatchDeps, tx: Db, requestId: string, facts: Facts, why: 'late' | 'nobodyLeft') {
  if (!(await markUnanswered(tx, requestId))) return;
  const minutes = Math.round(deps.settings.escalateMinutes * pace(facts) * 10) / 10;
  const text =
    why === 'late'
      ? noticeText(m.notices.unanswered, facts.requesterName, kindOf(facts), minutes)
      : noticeText(m.notices.nobodyLeft, facts.requesterName, kindOf(facts));
  await tellAdmins(deps, tx, requestId, text);
}

/**
 * Tells the request's next wave, and writes the wave after it for its time; a wave that finds
 * nobody left to tell hands the request to the admins instead.
 */
async function sendWave(deps: DispatchDeps, tx: Db, requestId: string, facts: Facts, wave: number) {
  const found = await nextWave(tx, requestId, facts, deps.settings.waveSize);
  if (found.length === 0) return escalate(deps, tx, requestId, facts, 'nobodyLeft');
  await tx
    .insert(dispatchAlerts)
    .values(found.map(({ volunteerId, distanceKm }) => ({ requestId, volunteerId, wave, distanceKm })))
    .onConflictDoNothing();
  const kind = kindOf(facts);
  await tell(
    deps,
    tx,
    requestId,
    found.map(({ volunteerId, distanceKm }) => ({
      userId: volunteerId,
      // Whole kilometres, as the Nearby list says them: a finer figure would place the person.
      text: noticeText(m.notices.nearYou, kind, facts.city, Math.max(1, Math.round(distanceKm))),
    })),
  );
  const told = await toldCount(tx, requestId);
  afterCommit(tx, () => deps.live.emitTo(facts.userId, dispatchUpdate, { requestId, told }));
  const next = new Date(facts.createdAt.getTime() + wave * deps.settings.waveMinutes * pace(facts) * MINUTE_MS);
  await deps.jobs.send(waves, { requestId, wave: wave + 1 }, { db: tx, startAfter: next });
}

/**
 * A request was just made: an ambulance tells every admin at once; the admins' deadline is written
 * for its time; the first wave goes out.
 */
export async function startDispatch(deps: DispatchDeps, tx: Db, requestId: string) {
  const facts = await dispatchFacts(tx, requestId, true);
  if (!facts?.waiting) return;
  if (facts.type === 'ambulance') await tellAdmins(deps, tx, requestId, noticeText(m.notices.ambulance, facts.requesterName, facts.city));
  const deadline = new Date(facts.createdAt.getTime() + deps.settings.escalateMinutes * pace(facts) * MINUTE_MS);
  await deps.jobs.send(escalations, { requestId }, { db: tx, startAfter: deadline });
  await sendWave(deps, tx, requestId, facts, 1);
}

/** A later wave, while the request still waits and the admins have not taken it over. */
export async function continueDispatch(deps: DispatchDeps, tx: Db, requestId: string, wave: number) {
  const facts = await dispatchFacts(tx, requestId, true);
  if (!facts?.waiting || facts.escalatedAt) return;
  await sendWave(deps, tx, requestId, facts, wave);
}

/** The admins' deadline: a request still waiting is theirs now. */
export async function escalateLate(deps: DispatchDeps, tx: Db, requestId: string) {
  const facts = await dispatchFacts(tx, requestId, true);
  if (!facts?.waiting) return;
  await escalate(deps, tx, requestId, facts, 'late');
}

/**
 * The request stopped waiting: the volunteers told of it learn that another took it (not the one
 * who did), or that its requester cancelled it.
 */
export async function endDispatch(deps: DispatchDeps, tx: Db, requestId: string, reason: 'taken' | 'cancelled', takenBy: string | null) {
  const facts = await dispatchFacts(tx, requestId);
  if (!facts) return;
  const told = await tx
    .select({ volunteerId: dispatchAlerts.volunteerId })
    .from(dispatchAlerts)
    .where(and(eq(dispatchAlerts.requestId, requestId), takenBy ? ne(dispatchAlerts.volunteerId, takenBy) : undefined));
  const text = noticeText(reason === 'taken' ? m.notices.taken : m.notices.withdrawn, kindOf(facts), facts.city);
  await tell(deps, tx, requestId, told.map(({ volunteerId }) => ({ userId: volunteerId, text })));
}

/**
 * Who was told of a request: an admin reads every alert and when it was escalated; its requester
 * only how many; for anybody else it does not exist.
 */
export async function dispatchOf(db: Db, caller: { userId: string; role: string }, requestId: string): Promise<DispatchReply> {
  const facts = await dispatchFacts(db, requestId);
  if (!facts || (caller.role !== 'admin' && facts.userId !== caller.userId)) throw new AppError('ASSISTANCE_REQUEST_NOT_FOUND');
  if (caller.role !== 'admin') return { told: await toldCount(db, requestId) };
  const a = dispatchAlerts;
  const alerts = await db
    .select({
      volunteerId: a.volunteerId,
      name: nameOf(a.volunteerId),
      wave: a.wave,
      alertedAt: a.alertedAt,
      distanceKm: a.distanceKm,
      accepted: acceptedBy(requestId, a.volunteerId),
      declined: declined(requestId, a.volunteerId),
    })
    .from(a)
    .where(eq(a.requestId, requestId))
    .orderBy(asc(a.wave), asc(a.distanceKm));
  return {
    told: alerts.length,
    escalatedAt: facts.escalatedAt?.toISOString() ?? null,
    alerts: alerts.map(({ accepted, declined: turnedDown, alertedAt, distanceKm, ...alert }) => ({
      ...alert,
      alertedAt: alertedAt.toISOString(),
      distanceKm: Math.round(distanceKm * 10) / 10,
      response: accepted ? 'accepted' : turnedDown ? 'declined' : 'pending',
    })),
  };
}
