import { CalendarPlus, Play } from 'lucide-react';
import type { Role } from '@sahaya/contract/constants';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { formatDateTime } from '@sahaya/contract/format';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { saveCalendar } from '../utils/save-calendar.ts';
import { MeetingStatusBadge } from '../../../components/ui/meeting-status-badge.tsx';

interface MeetingDetailsDialogProps {
  meeting: Meeting | null;
  role: Role;
  onOpenChange: (open: boolean) => void;
  now: number;
  /** The admin may start a scheduled meeting before its time. */
  onStart?: ((meeting: Meeting) => void) | undefined;
  starting?: boolean;
}

/** Details of a meeting that cannot be joined now: when, its state and who is invited. */
export function MeetingDetailsDialog({ meeting, role, onOpenChange, now, onStart, starting = false }: MeetingDetailsDialogProps) {
  return (
    <Dialog open={meeting !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {meeting ? (
          <>
            <DialogTitle>{meeting.title}</DialogTitle>
            <DialogDescription>{formatDateTime(meeting.scheduledTime)}</DialogDescription>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-muted">Status</dt>
              <dd>
                <MeetingStatusBadge meeting={meeting} now={now} />
              </dd>
              <dt className="font-semibold text-muted">Participants</dt>
              <dd>{meeting.participants.length}</dd>
              <dt className="font-semibold text-muted">Host</dt>
              <dd>Admin</dd>
            </dl>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              {meeting.status === 'scheduled' || meeting.status === 'active' ? (
                <Button variant="secondary" onClick={() => saveCalendar(meeting, role)}>
                  <CalendarPlus aria-hidden />
                  Add to calendar
                </Button>
              ) : null}
              {onStart && meeting.status === 'scheduled' ? (
                <Button onClick={() => onStart(meeting)} pending={starting}>
                  <Play aria-hidden />
                  Start Meeting Now
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
