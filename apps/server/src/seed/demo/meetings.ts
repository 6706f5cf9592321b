/**
 * Demo meetings in every state a meeting can be in with nobody in its room, with their
 * participants. None is In Progress: a meeting is active only while its host is in the room and
 * ends when the host leaves, so a seeded active meeting would be one nobody could ever be in.
 */
import type { Db } from '../../db/client.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import type { DemoPeople } from './people.ts';
import { DAY, daysFromNow, laterToday } from './time.ts';

export async function seedMeetings(tx: Db, { idOf }: DemoPeople): Promise<void> {
  const specs = [
    { title: 'Monthly community check-in', days: 3, hour: 11, status: 'scheduled', with: ['asha', 'meera', 'gopal', 'ravi', 'sunita'] },
    { title: 'Volunteer training: safe lifting', days: 1, hour: 15, status: 'scheduled', with: ['ravi', 'sunita', 'imran', 'priya', 'joseph', 'neha'] },
    { title: 'Donor thank-you call', days: -0.02, hour: undefined, status: 'scheduled', with: ['asha', 'meera', 'gopal'] },
    { title: 'Wheelchair fitting help desk', days: 0, hour: 'later', status: 'scheduled', with: ['asha', 'rahul', 'ravi'] },
    { title: 'Health camp planning', days: -6, hour: 10, status: 'completed', with: ['asha', 'ravi', 'imran', 'lakshmi'] },
    { title: 'Festival food drive', days: -2, hour: 16, status: 'cancelled', with: ['fatima', 'neha', 'priya'] },
    { title: 'New volunteers orientation', days: 8, hour: 10, status: 'scheduled', with: ['priya', 'neha', 'joseph'] },
  ] as const;
  const rows = await tx
    .insert(meetings)
    .values(
      specs.map((m) => {
        const scheduledTime =
          m.hour === 'later' ? laterToday() : m.hour === undefined ? new Date(Date.now() + m.days * DAY - 10 * 60_000) : daysFromNow(m.days, m.hour);
        return {
          adminId: idOf('admin'),
          title: m.title,
          scheduledTime,
          status: m.status,
          startedAt: m.status === 'completed' ? scheduledTime : null,
          endedAt: m.status === 'completed' ? new Date(scheduledTime.getTime() + 60 * 60_000) : null,
          createdAt: daysFromNow(Math.min(m.days, 0) - 5),
        };
      }),
    )
    .returning({ id: meetings.id });
  await tx.insert(meetingParticipants).values(
    specs.flatMap((m, i) => m.with.map((key) => ({ meetingId: rows[i]?.id as string, userId: idOf(key) }))),
  );
}
