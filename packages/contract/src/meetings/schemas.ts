/** Video meetings (spec 2 §4, §7; spec 3 §5, §6, §7): scheduling, the lists of every role, a meeting's status. */
import { z } from 'zod';
import { id, pageQuery, said } from '../common.ts';
import { meetingStatuses, pageSizes } from '../constants.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { meetingMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('meetingMessages', meetingMessages);

export const meeting = z.object({
  _id: z.string(),
  title: z.string(),
  scheduledTime: z.string(),
  status: z.enum(meetingStatuses),
  adminId: z.string().nullable(),
  requestedBy: z.string().nullable(),
  /** The ids of the users and volunteers invited. */
  participants: z.array(z.string()),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meeting>;

const TITLE = /^[A-Za-z0-9 .,'-]{3,50}$/;

export const createMeetingBody = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).regex(TITLE, m.titleInvalid),
  participants: z.array(id, { error: m.participantsRequired }).min(1, m.participantsRequired).max(500),
  scheduledTime: z.iso
    .datetime({ offset: true, error: m.timeInvalid })
    // A minute's grace: the time was checked in the form a moment ago.
    .refine((time) => Date.parse(time) > Date.now() - 60_000, m.pastTime),
  /** Sent by the spec's client; the creator is always the admin calling. */
  adminId: z.string().optional(),
});
export type CreateMeetingBody = z.infer<typeof createMeetingBody>;

export const meetingReply = z.object({ meeting });
export const createMeetingReply = z.object({ ...said, meeting });

const statusFilter = z.enum(meetingStatuses).optional().catch(undefined);

export const listMeetingsQuery = pageQuery(pageSizes.meetings).extend({ status: statusFilter });
export type ListMeetingsQuery = z.infer<typeof listMeetingsQuery>;

/** The spec's user client sends the status as `filter`; the volunteer's as `status`. */
export const myMeetingsQuery = pageQuery(pageSizes.meetings).extend({ status: statusFilter, filter: statusFilter });
export type MyMeetingsQuery = z.infer<typeof myMeetingsQuery>;

export const meetingListReply = z.object({ meetings: z.array(meeting), totalPages: z.number().int(), totalItems: z.number().int() });

export const upcomingReply = z.object({ upcomingMeetings: z.array(meeting) });

export const meetingStatusBody = z.object({ status: z.enum(['active', 'completed', 'cancelled'], { error: m.statusInvalid }) });
export type MeetingStatusBody = z.infer<typeof meetingStatusBody>;

export const meetingStatusReply = z.object({ ...said, meeting });

/** A STUN or TURN server as a browser's RTCPeerConnection takes it; a TURN server's credentials are short-lived. */
export const iceServer = z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() });
export type IceServer = z.infer<typeof iceServer>;

/** `relay`: every connection goes through TURN, so nobody in a meeting learns another's address (MEETING_ICE_POLICY). */
export const iceTransportPolicies = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof iceTransportPolicies)[number];

/**
 * The servers a meeting's peer connections reach each other by, with the policy they must follow.
 * `expiresAt` is when the TURN credentials stop working (null without TURN): the room asks for
 * fresh ones before then.
 */
export const meetingIce = z.object({ iceServers: z.array(iceServer), iceTransportPolicy: z.enum(iceTransportPolicies), expiresAt: z.string().nullable() });
export type MeetingIce = z.infer<typeof meetingIce>;

/** The kinds of ICE candidate a call can connect through: directly (host, srflx, prflx) or by a TURN relay. */
export const iceCandidateTypes = ['host', 'srflx', 'prflx', 'relay'] as const;
export type IceCandidateType = (typeof iceCandidateTypes)[number];
