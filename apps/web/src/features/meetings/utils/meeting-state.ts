/** What a meeting's row shows and offers (spec 2 §4, spec 3 §4). */
import type { Role } from '@sahaya/contract/constants';
import { meetingStatuses } from '@sahaya/contract/constants';
import type { Meeting } from '@sahaya/contract/meetings/schemas';

export type MeetingStatus = (typeof meetingStatuses)[number];

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const hasCome = (meeting: Pick<Meeting, 'scheduledTime'>, now: number) => Date.parse(meeting.scheduledTime) <= now;

/** The badge: a scheduled meeting reads Ready to Join once its time has come, Upcoming before. */
export function meetingBadge(meeting: Pick<Meeting, 'status' | 'scheduledTime'>, now: number): { label: string; tone: BadgeTone } {
  switch (meeting.status) {
    case 'scheduled':
      return hasCome(meeting, now) ? { label: 'Ready to Join', tone: 'success' } : { label: 'Upcoming', tone: 'info' };
    case 'active':
      return { label: 'In Progress', tone: 'warning' };
    case 'completed':
      return { label: 'Completed', tone: 'neutral' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'danger' };
  }
}

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

/** The status filter's choices, with the spec's words. */
export const statusChoices: { value: MeetingStatus | ''; label: string }[] = [
  { value: '', label: 'All Meetings' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const readStatus = (value: string | null): MeetingStatus | undefined =>
  (meetingStatuses as readonly string[]).includes(value ?? '') ? (value as MeetingStatus) : undefined;

/** The list's heading, which says what it holds: "Scheduled Meetings matching “board”". */
export function listHeading(status: MeetingStatus | undefined, search: string): string {
  const base = status ? `${statusChoices.find((choice) => choice.value === status)?.label ?? ''} Meetings` : 'All Meetings';
  return search ? `${base} matching “${search}”` : base;
}
