/**
 * The meetings' work after the answer: each participant's invitation mail (enqueued by `create`),
 * the reminder of meetings about to start, a periodic task that runs once a minute on one node
 * whatever their number, and, with JANUS_URL set, telling Janus that a meeting ended or a person
 * was taken out of it (meeting-sfu.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { preferencesFor } from '../notifications/notifications.service.ts';
import { mailContact } from '../people/people.service.ts';
import { invitationMail } from './meetings.mail.ts';
import { meetingSfu } from './meeting-sfu.ts';
import { admittedPeople, invitationMails, remindSoon, roomLink, sfuRemovals, sfuRoomEnds } from './meetings.service.ts';

type MailDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

const meetingReminders = defineQueue<Record<string, never>>('meeting-reminders', { cron: '* * * * *', retryLimit: 2, batchSize: 1 });

/**
 * Mails one participant the invitation, with the calendar file, in the language on their account
 * when the mail goes, unless they turned meetings' e-mail off. A meeting cancelled or deleted, or a person taken out of it, before the mail
 * could go is not mailed about; nor is anybody by a try whose job was aborted (`signal`).
 */
export async function mailInvitation(
  deps: MailDeps,
  { meetingId, userId }: { meetingId: string; userId: string },
  signal?: AbortSignal,
): Promise<void> {
  const [row] = await deps.db
    .select({
      title: meetings.title,
      scheduledTime: meetings.scheduledTime,
      status: meetings.status,
    })
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId), isNull(meetingParticipants.removedAt)));
  const person = row && (await mailContact(deps.db, userId));
  if (!row || !person?.email || row.status === 'cancelled' || row.status === 'completed') return;
  // Meetings by e-mail is the person's choice; the invitation stays in their bell and meetings page.
  if (!(await preferencesFor(deps.db, userId, person.role)).meeting.email) return;
  const link = roomLink(deps, person.role, meetingId);
  const mail = invitationMail(readerLanguage(person.language), { meetingId, title: row.title, scheduledTime: row.scheduledTime, name: person.name, link });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: person.email, ...mail });
}

export async function meetingJobs(app: FastifyInstance) {
  app.jobs.work(invitationMails, (invited, job) => mailInvitation(app, invited, job.signal));
  app.jobs.work(meetingReminders, async () => {
    await remindSoon(app);
  });
  // Without JANUS_URL these jobs are never sent; one left from a time Janus was configured has no Janus to tell.
  const sfu = meetingSfu(app);
  if (sfu) app.addHook('onClose', () => sfu.close());
  app.jobs.work(sfuRoomEnds, async ({ meetingId }) => {
    await sfu?.destroy(meetingId);
  });
  app.jobs.work(sfuRemovals, async ({ meetingId, userId }) => {
    if (sfu) await sfu.remove(meetingId, userId, await admittedPeople(app.db, meetingId));
  });
}
