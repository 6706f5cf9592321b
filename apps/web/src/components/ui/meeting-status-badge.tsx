import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { meetingBadge } from '../utils/meeting-state.ts';

export function MeetingStatusBadge({ meeting, now }: { meeting: Pick<Meeting, 'status' | 'scheduledTime'>; now: number }) {
  const { label, tone } = meetingBadge(meeting, now);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}
