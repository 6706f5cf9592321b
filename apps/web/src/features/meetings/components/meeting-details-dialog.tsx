import { Trans } from '@lingui/react/macro';
import { CalendarPlus, Play } from 'lucide-react';
import type { Role } from '@sahaya/contract/constants';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { saveCalendar } from '../utils/save-calendar.ts';
import { MeetingStatusBadge } from '../../../components/ui/meeting-status-badge.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

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
  const f = useFormat();
  return (
    <Dialog open={meeting !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {meeting ? (
          <>
            <DialogTitle>{meeting.title}</DialogTitle>
            <DialogDescription>{f.dateTime(meeting.scheduledTime)}</DialogDescription>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-muted">
                <Trans>Status</Trans>
              </dt>
              <dd>
                <MeetingStatusBadge meeting={meeting} now={now} />
              </dd>
              <dt className="font-semibold text-muted">
                <Trans>Participants</Trans>
              </dt>
              <dd>{f.count(meeting.participants.length)}</dd>
              <dt className="font-semibold text-muted">
                <Trans>Host</Trans>
              </dt>
              <dd>
                <Trans>Admin</Trans>
              </dd>
            </dl>
            <DialogFooter className="mt-6">
              <DialogClose asChild>
                <Button variant="secondary">
                  <Trans>Close</Trans>
                </Button>
              </DialogClose>
              {meeting.status === 'scheduled' || meeting.status === 'active' ? (
                <Button variant="secondary" onClick={() => saveCalendar(meeting, role)}>
                  <CalendarPlus aria-hidden />
                  <Trans>Add to calendar</Trans>
                </Button>
              ) : null}
              {onStart && meeting.status === 'scheduled' ? (
                <Button onClick={() => onStart(meeting)} pending={starting}>
                  <Play aria-hidden />
                  <Trans>Start Meeting Now</Trans>
                </Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
