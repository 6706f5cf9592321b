import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { meetingStatuses } from '@sahaya/contract/constants';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { Badge } from './badge.tsx';

type MeetingStatus = (typeof meetingStatuses)[number];
type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export const isMeetingStatus = (status: string): status is MeetingStatus => (meetingStatuses as readonly string[]).includes(status);

/**
 * How a meeting's state reads wherever it is shown (spec 2 §4, spec 3 §5): a scheduled meeting is
 * Ready to Join once its time has come and Upcoming before; active reads In Progress. The meetings'
 * lists and details and the dashboards all read it here, so they cannot disagree. The label is a
 * message, rendered in the language shown with `i18n._`.
 */
export function meetingBadge(meeting: Pick<Meeting, 'status' | 'scheduledTime'>, now: number): { label: MessageDescriptor; tone: BadgeTone } {
  switch (meeting.status) {
    case 'scheduled':
      return Date.parse(meeting.scheduledTime) <= now ? { label: msg`Ready to Join`, tone: 'success' } : { label: msg`Upcoming`, tone: 'info' };
    case 'active':
      return { label: msg`In Progress`, tone: 'warning' };
    case 'completed':
      return { label: msg`Completed`, tone: 'neutral' };
    case 'cancelled':
      return { label: msg`Cancelled`, tone: 'danger' };
  }
}

/** A meeting's state, in words and colour, so the colour is never the only clue. */
export function MeetingStatusBadge({ meeting, now }: { meeting: Pick<Meeting, 'status' | 'scheduledTime'>; now: number }) {
  const { i18n } = useLingui();
  const { label, tone } = meetingBadge(meeting, now);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {i18n._(label)}
    </Badge>
  );
}
