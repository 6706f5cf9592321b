/**
 * The meetings' work after the answer: each participant's invitation mail (enqueued by `create`),
 * and the reminder of meetings about to start, a periodic task that runs once a minute on one node
 * whatever their number.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { defineQueue } from '../../plugins/jobs.ts';
import { mailContact } from '../people/people.service.ts';
import { invitationMails, remindSoon, roomLink, whenText } from './meetings.service.ts';

type MailDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

const meetingReminders = defineQueue<Record<string, never>>('meeting-reminders', { cron: '* * * * *', retryLimit: 2, batchSize: 1 });

/**
 * Mails one participant the invitation, with the calendar file. A meeting cancelled or deleted, or
 * a person taken out of it, before the mail could go is not mailed about.
 */
export async function mailInvitation(deps: MailDeps, { meetingId, userId }: { meetingId: string; userId: string }): Promise<void> {
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
  if (!row || !person || row.status === 'cancelled' || row.status === 'completed') return;
  const link = roomLink(deps, person.role, meetingId);
  const invitation = m.invitation(row.title, whenText.format(row.scheduledTime));
  await deps.mailer.send({
    to: person.email,
    subject: `Invitation: ${row.title}`,
    text: `Hello ${person.name},\n\n${invitation}\nJoin it at ${link} when it starts.\n\nThe attached calendar file adds it to your calendar.\n\nSahaya`,
    attachments: [
      {
        filename: calendarFileName(row.title),
        content: meetingCalendar({ id: meetingId, title: row.title, scheduledTime: row.scheduledTime, status: 'scheduled', link }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
}

export async function meetingJobs(app: FastifyInstance) {
  app.jobs.work(invitationMails, (invited) => mailInvitation(app, invited));
  app.jobs.work(meetingReminders, async () => {
    await remindSoon(app);
  });
}
