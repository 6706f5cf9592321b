/**
 * The meeting calls (spec 2 §7, spec 3 §7) and the room's signalling. Rules live in
 * meetings.service.ts, lists in meetings.lists.ts, work after the answer in meetings.jobs.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import { meetingMessages } from '@sahaya/contract/meetings/messages';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { registerMeetingFigures } from './meetings.dashboard.ts';
import { MeetingLists } from './meetings.lists.ts';
import { registerMeetingPersonalData } from './meetings.personal-data.service.ts';
import * as service from './meetings.service.ts';
import { meetingEvents } from './meetings.socket.ts';

export async function meetingRoutes(app: FastifyInstance) {
  const lists = new MeetingLists(app.db);
  const rooms = meetingEvents(app);
  registerMeetingPersonalData(app.personalData);
  registerMeetingFigures(app.dashboardFigures);
  // The invitation's own mail (meetings.mail.ts) carries it, with the calendar file.
  app.mailedOtherwise.add(meetingMessages.invitation);

  route(app, endpoints.createMeeting, async ({ auth, body }) => service.create(app, auth.userId, body));
  route(app, endpoints.listMeetings, async ({ query }) => lists.every(query));
  route(app, endpoints.myMeetings, async ({ auth, query }) => lists.of(auth.userId, query));
  route(app, endpoints.upcomingMeetings, async ({ auth }) => service.upcoming(app, auth));
  route(app, endpoints.getMeeting, async ({ auth, params }) => service.get(app, auth, params.id));
  route(app, endpoints.setMeetingStatus, async ({ auth, params, body }) => service.setStatus(app, rooms, auth, params.id, body));
  route(app, endpoints.deleteMeeting, async ({ params }) => service.remove(app, rooms, params.id));
  route(app, endpoints.getMeetingIceServers, async ({ auth, params, reply }) => {
    // Credentials of one person: no cache along the way keeps them.
    reply.header('cache-control', 'private, no-store');
    return service.iceServers(app, auth, params.id);
  });
  route(app, endpoints.getMeetingCalendar, async ({ auth, params, request, reply }) => {
    const { fileName, body } = await service.calendar(app, auth, params.id, readingLanguage(request));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
