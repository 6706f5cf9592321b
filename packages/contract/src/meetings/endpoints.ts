/**
 * Video meetings (spec 2 §7 "Meetings", spec 3 §7): admins schedule, list, start, cancel, complete
 * and delete them; users and volunteers see the meetings they are invited to and open them.
 */
import { errorBody, idParams, messageBody } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  createMeetingBody,
  createMeetingReply,
  listMeetingsQuery,
  meetingListReply,
  meetingIce,
  meetingReply,
  meetingStatusBody,
  meetingStatusReply,
  myMeetingsQuery,
  upcomingReply,
} from './schemas.ts';
import * as routes from './routes.ts';

const admin = ['admin'] as const;
const notFound = { 404: errorBody };

export const createMeeting = endpoint({
  ...routes.createMeeting,
  summary: 'Schedule a meeting with users and volunteers, who are invited at once (admin)',
  body: createMeetingBody,
  replies: { 201: createMeetingReply },
});

export const listMeetings = endpoint({
  method: 'GET',
  path: '/api/meetings',
  access: admin,
  summary: 'Every meeting, latest time first, searched by title and filtered by status (admin)',
  query: listMeetingsQuery,
  replies: { 200: meetingListReply },
});

export const myMeetings = endpoint({
  method: 'GET',
  path: '/api/meetings/user',
  access: ['user', 'volunteer'],
  summary: 'The meetings I am invited to, latest time first, searched by title and filtered by status',
  query: myMeetingsQuery,
  replies: { 200: meetingListReply },
});

export const upcomingMeetings = endpoint({
  method: 'GET',
  path: '/api/meetings/upcoming',
  access: 'signedIn',
  summary:
    'The next 10 scheduled or active meetings, soonest first (any meeting for an admin, mine for anybody else); the whole lists are GET /api/meetings and GET /api/meetings/my, by pages',
  replies: { 200: upcomingReply },
});

export const getMeeting = endpoint({
  method: 'GET',
  path: '/api/meetings/:id',
  access: 'signedIn',
  summary: 'One meeting, for its participants and admins (the room reads it as it opens)',
  params: idParams,
  replies: { 200: meetingReply, ...notFound },
});

export const setMeetingStatus = endpoint({
  method: 'PATCH',
  path: '/api/meetings/:id/status',
  access: 'signedIn',
  summary: 'Start (active), complete or cancel a meeting: the admin any of them, a participant only starting it once its time has come',
  params: idParams,
  body: meetingStatusBody,
  replies: { 200: meetingStatusReply, ...notFound },
});

export const deleteMeeting = endpoint({
  method: 'DELETE',
  path: '/api/meetings/:id',
  access: admin,
  summary: 'Delete a meeting (admin)',
  params: idParams,
  replies: { 200: messageBody, ...notFound },
});

export const getMeetingCalendar = endpoint({
  method: 'GET',
  path: '/api/meetings/:id/calendar',
  access: 'signedIn',
  summary: 'The meeting as an iCalendar (.ics) file, for its participants and admins',
  params: idParams,
  produces: ['text/calendar'],
  replies: { 200: null, ...notFound },
});

export const getMeetingIceServers = endpoint({
  method: 'GET',
  path: '/api/meetings/:id/ice-servers',
  access: 'signedIn',
  summary: 'The STUN and TURN servers of a meeting\'s room, with TURN credentials that expire, and the transport policy (its participants and admins)',
  params: idParams,
  replies: { 200: meetingIce, ...notFound },
});
