/** What the meetings module holds about one person, for the copy of their own data (modules/privacy, through plugins/registries/personal-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';

/** The meetings the person was invited to, and whether they were removed from the call. */
export async function personalDataOfMeetings(db: Db, userId: string) {
  return db
    .select({
      id: meetings.id,
      title: meetings.title,
      scheduledTime: meetings.scheduledTime,
      status: meetings.status,
      startedAt: meetings.startedAt,
      endedAt: meetings.endedAt,
      invitedAt: meetingParticipants.createdAt,
      removedAt: meetingParticipants.removedAt,
    })
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(eq(meetingParticipants.userId, userId))
    .orderBy(asc(meetings.scheduledTime));
}

export function registerMeetingPersonalData(personalData: PersonalData) {
  personalData.section('meetings', { read: personalDataOfMeetings });
}
