import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { PageTitle } from '../../../components/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { MeetingRoom } from '../components/room/meeting-room.tsx';
import { RoomFailure } from '../components/room/room-failure.tsx';
import { Eyebrow, PageHeading } from '../../../components/ui/page-header.tsx';

/**
 * /{role}/meetings/{meetingId}: the meeting's video room. The meeting is read first, so somebody
 * not invited is told so without the browser ever asking for their camera; the room opens only
 * for a meeting that is not over.
 */
export function MeetingRoomPage({ role }: { role: Role }) {
  const { meetingId = '' } = useParams();
  const meeting = useMeeting(meetingId);
  const backTo = paths.area(role).meetings;
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  // Not found means not invited: to anybody else the meeting does not exist, and trying again will not change that.
  const notInvited = meeting.isError && readFailure(meeting.error).code === 'MEETING_NOT_FOUND';
  const over = meeting.data && (meeting.data.meeting.status === 'completed' || meeting.data.meeting.status === 'cancelled');

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageTitle>{meeting.data?.meeting.title ?? t`Meeting`}</PageTitle>
      <div>
        <Eyebrow>
          <Trans>Meeting</Trans>
        </Eyebrow>
        <PageHeading className="break-words">{meeting.data?.meeting.title ?? t`Meeting room`}</PageHeading>
        {meeting.data ? <p className="text-muted">{f.dateTime(meeting.data.meeting.scheduledTime)}</p> : null}
      </div>
      {meeting.isPending ? (
        <Skeleton className="aspect-video w-full max-w-xl rounded-xl" />
      ) : meeting.isError ? (
        <RoomFailure
          title={ct(m.roomFailed)}
          message={notInvited ? ct(m.joinRefused) : readFailure(meeting.error).message}
          onRetry={notInvited ? undefined : () => void meeting.refetch()}
          backTo={backTo}
        />
      ) : over ? (
        <RoomFailure title={ct(m.roomFailed)} message={ct(m.isOver)} backTo={backTo} />
      ) : (
        <MeetingRoom meeting={meeting.data.meeting} admin={role === 'admin'} backTo={backTo} />
      )}
    </div>
  );
}
