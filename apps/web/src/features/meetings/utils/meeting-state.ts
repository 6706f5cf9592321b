/** What a meeting's row offers (spec 2 §4, spec 3 §4); how its state reads is components/ui/meeting-status-badge.tsx. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@sahaya/contract/constants';
import { meetingStatuses } from '@sahaya/contract/constants';
import type { Meeting } from '@sahaya/contract/meetings/schemas';

export type MeetingStatus = (typeof meetingStatuses)[number];

const hasCome = (meeting: Pick<Meeting, 'scheduledTime'>, now: number) => Date.parse(meeting.scheduledTime) <= now;

/**
 * Join is offered once the time has come and the meeting is neither completed nor cancelled; a
 * meeting the admin has started early (active) is open at once. Otherwise Details is offered.
 */
export function canJoin(meeting: Pick<Meeting, 'status' | 'scheduledTime'>, now: number): boolean {
  return meeting.status === 'active' || (meeting.status === 'scheduled' && hasCome(meeting, now));
}

/** The link to copy: the product's host, then /{role}/meetings/{id} (spec 2 §9, spec 3 §9). */
export function meetingLink(origin: string, role: Role, id: string): string {
  return `${origin}/${role}/meetings/${encodeURIComponent(id)}`;
}

/** The status filter's choices, with the spec's words (rendered with `i18n._`). */
export const statusChoices: { value: MeetingStatus | ''; label: MessageDescriptor }[] = [
  { value: '', label: msg`All Meetings` },
  { value: 'scheduled', label: msg`Scheduled` },
  { value: 'active', label: msg`Active` },
  { value: 'completed', label: msg`Completed` },
  { value: 'cancelled', label: msg`Cancelled` },
];

export const readStatus = (value: string | null): MeetingStatus | undefined =>
  (meetingStatuses as readonly string[]).includes(value ?? '') ? (value as MeetingStatus) : undefined;

/**
 * The list's heading, which says what it holds: "Scheduled Meetings matching “board”". Each one is a
 * whole sentence of its own, so a language may order its words as it needs.
 */
export function listHeading(status: MeetingStatus | undefined, search: string): MessageDescriptor {
  if (!search) {
    switch (status) {
      case 'scheduled':
        return msg`Scheduled Meetings`;
      case 'active':
        return msg`Active Meetings`;
      case 'completed':
        return msg`Completed Meetings`;
      case 'cancelled':
        return msg`Cancelled Meetings`;
      default:
        return msg`All Meetings`;
    }
  }
  switch (status) {
    case 'scheduled':
      return msg`Scheduled Meetings matching “${search}”`;
    case 'active':
      return msg`Active Meetings matching “${search}”`;
    case 'completed':
      return msg`Completed Meetings matching “${search}”`;
    case 'cancelled':
      return msg`Cancelled Meetings matching “${search}”`;
    default:
      return msg`All Meetings matching “${search}”`;
  }
}
