import { Trans, useLingui } from '@lingui/react/macro';
import { Mic, MicOff, MonitorUp, MonitorX, PhoneOff, UserMinus, Video, VideoOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { cn } from '../../../../lib/cn.ts';
import { contractTextOf, replyText, useContractText } from '../../../../lib/i18n/contract-text.ts';
import { meetingKeys } from '../../api/keys.ts';
import { useMeshRoom } from '../../hooks/use-mesh-room.ts';
import type { RemotePeer } from '../../mesh/peer-link.ts';
import { videoQualities, type VideoQuality } from '../../mesh/video-quality.ts';
import { RoomFailure } from './room-failure.tsx';
import { VideoTile } from './video-tile.tsx';

interface MeetingRoomProps {
  meeting: Meeting;
  admin: boolean;
  /** The meetings list of this role, where leaving returns. */
  backTo: string;
}

/**
 * A control whose words say what pressing it does ("Mute" while the microphone is on, "Unmute"
 * while it is off). It is not a toggle button as well: aria-pressed beside an action's name read
 * "Mute, pressed" while the microphone was on, the opposite of the truth.
 */
function ControlButton({ on, onLabel, offLabel, OnIcon, OffIcon, onClick, disabled }: {
  on: boolean;
  /** What pressing does while it is on, and while it is off. */
  onLabel: string;
  offLabel: string;
  OnIcon: typeof Mic;
  OffIcon: typeof Mic;
  onClick: () => void;
  disabled?: boolean;
}) {
  const Icon = on ? OnIcon : OffIcon;
  return (
    <Button variant={on ? 'secondary' : 'ghost'} className={cn(!on && 'bg-stone-200')} onClick={onClick} disabled={disabled}>
      <Icon aria-hidden />
      {on ? onLabel : offLabel}
    </Button>
  );
}

/**
 * The call itself (spec 2 §6, spec 3 §2): every camera and shared screen as a tile, the controls,
 * and who is there. The admin sees everyone by name with the creator's id and may remove a
 * participant; anybody else sees how many take part and the host as "Admin".
 */
export function MeetingRoom({ meeting, admin, backTo }: MeetingRoomProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { snapshot, room, retry, setQuality } = useMeshRoom(meeting._id);
  const [removing, setRemoving] = useState<RemotePeer | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const qualityId = useId();
  const { phase, media, peers } = snapshot;
  const { t } = useLingui();
  const { ct } = useContractText();
  // Only an admin hears the others' names; anybody else is told "Admin" or "Guest", in their own words.
  const nameOf = (peer: RemotePeer) => (admin ? peer.name : peer.isAdmin ? t`Admin` : t`Guest`);
  const said = snapshot.message;
  const message = said && ('text' in said ? ct(said.text) : replyText(said.code, [], said.said));
  // The server answered "try again" (its Redis away for a moment): the room sends again until it goes through.
  const retrying = snapshot.retrying ? t`The meeting cannot be reached just now. Trying again…` : null;

  // The meeting ended under the room: the lists read it again (the meeting itself is not, so this
  // page keeps saying why it closed rather than that the meeting cannot be found).
  useEffect(() => {
    if (phase === 'ended') void queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
  }, [phase, queryClient]);

  if (phase === 'failed') return <RoomFailure title={ct(m.roomFailed)} message={message} onRetry={retry} backTo={backTo} />;
  if (phase === 'ended') return <RoomFailure title={message ?? ct(m.ended)} message={null} backTo={backTo} over />;
  if (phase === 'removed') return <RoomFailure title={ct(m.roomFailed)} message={message} backTo={backTo} />;
  if ((phase === 'starting' && !snapshot.reconnecting) || phase === 'left') {
    return (
      <div className="space-y-4" aria-busy>
        <div role="status" className="space-y-1">
          <p className="text-lg font-semibold text-ink">{phase === 'left' ? t`Leaving the meeting…` : t`Joining the meeting…`}</p>
          {retrying ? <p className="text-muted">{retrying}</p> : null}
        </div>
        <Skeleton className="aspect-video w-full max-w-xl rounded-xl" />
      </div>
    );
  }

  const leave = async () => {
    await room?.leave();
    // Leaving changed the meeting (the admin's leaving completes it): the lists read it again.
    void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    void navigate(backTo);
  };

  const remove = async () => {
    if (!removing || !room) return;
    setRemovePending(true);
    const failure = await room.removeParticipant(removing.userId);
    setRemovePending(false);
    const name = removing.name;
    if (failure) toast.error(contractTextOf(failure));
    else toast.success(t`${name} was removed from the meeting.`);
    setRemoving(null);
  };

  const count = peers.length + 1;
  const removingName = removing?.name ?? '';
  const adminName = snapshot.adminName;
  const adminLabel = (name: string) => t`${name} (admin)`;
  const removeLabel = (name: string) => t`Remove ${name}`;
  const others = peers.filter((peer) => !peer.isAdmin);
  const { quality, speaker } = snapshot;
  // Less video: none of the others' cameras, or only the speaker's; every tile a thumbnail.
  const saving = (peer: RemotePeer) => quality === 'audio' || (quality === 'low' && peer.socketId !== speaker);
  const qualityLabels: Record<VideoQuality, string> = { full: t`Full video`, low: t`Low video (speaker only)`, audio: t`Audio only` };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-4">
        {/* One live region present from the start, so each change of the connection is heard. */}
        <div role="status">
          {snapshot.reconnecting ? (
            <p className="rounded-lg bg-amber-100 p-3 font-semibold text-amber-900">
              <Trans>Reconnecting to the meeting…</Trans>
            </p>
          ) : snapshot.switching ? (
            <p className="rounded-lg bg-amber-100 p-3 font-semibold text-amber-900">
              <Trans>Reconnecting for a larger meeting…</Trans>
            </p>
          ) : retrying ? (
            <p className="rounded-lg bg-amber-100 p-3 font-semibold text-amber-900">{retrying}</p>
          ) : null}
        </div>
        <ul aria-label={t`People in the call`} className={cn('grid list-none gap-3', quality === 'full' ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
          <li>
            <VideoTile stream={snapshot.camera} label={t`You`} media={media} local compact={quality !== 'full'} />
          </li>
          {snapshot.screen ? (
            <li className="sm:col-span-2">
              <VideoTile stream={snapshot.screen} label={t`You`} media={media} local screen />
            </li>
          ) : null}
          {peers.map((peer) => (
            <li key={peer.socketId} className="contents">
              <div>
                <VideoTile stream={peer.camera} label={nameOf(peer)} media={peer.media} link={peer.link} saving={saving(peer)} compact={quality !== 'full'} />
              </div>
              {peer.screen && peer.media.screen ? (
                <div className="sm:col-span-2">
                  <VideoTile stream={peer.screen} label={nameOf(peer)} media={peer.media} link={peer.link} screen />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {peers.length === 0 ? (
          <p className="text-muted">
            <Trans>Nobody else is here yet. They will appear as they join.</Trans>
          </p>
        ) : null}

        <div role="toolbar" aria-label={t`Call controls`} className="flex flex-wrap gap-2 rounded-xl bg-white p-3 shadow-sm">
          <ControlButton on={media.audio} onLabel={t`Mute`} offLabel={t`Unmute`} OnIcon={Mic} OffIcon={MicOff} onClick={() => room?.toggleAudio()} disabled={!snapshot.camera?.getAudioTracks().length} />
          <ControlButton on={media.video} onLabel={t`Turn camera off`} offLabel={t`Turn camera on`} OnIcon={Video} OffIcon={VideoOff} onClick={() => room?.toggleVideo()} disabled={!snapshot.camera?.getVideoTracks().length} />
          {media.screen ? (
            <Button variant="secondary" onClick={() => room?.stopScreen()}>
              <MonitorX aria-hidden />
              <Trans>Stop sharing</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void room?.shareScreen()}>
              <MonitorUp aria-hidden />
              <Trans>Share screen</Trans>
            </Button>
          )}
          <div className="flex items-center gap-2">
            <label htmlFor={qualityId} className="font-semibold">
              <Trans>Video</Trans>
            </label>
            <Select id={qualityId} value={quality} onChange={(event) => setQuality(event.target.value as VideoQuality)} className="min-h-11">
              {videoQualities.map((each) => (
                <option key={each} value={each}>
                  {qualityLabels[each]}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="danger" className="sm:ms-auto" onClick={leave}>
            <PhoneOff aria-hidden />
            {admin ? t`Leave and end meeting` : t`Leave`}
          </Button>
        </div>
      </div>

      <aside aria-labelledby="participants-heading" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="participants-heading" className="text-lg font-bold text-ink">
          <Trans>Participants ({count})</Trans>
        </h2>
        {admin ? (
          <>
            {/* The creator by name; the id, which the spec has the admin see, only on hovering it. */}
            <p className="text-sm break-words text-muted">
              {adminName ? (
                <Trans>
                  Created by <span title={snapshot.adminId ?? meeting.adminId ?? undefined}>{adminName}</span>
                </Trans>
              ) : (
                <Trans>
                  Created by <span title={snapshot.adminId ?? meeting.adminId ?? undefined}>an admin</span>
                </Trans>
              )}
            </p>
            <ul className="space-y-2">
              <li className="font-semibold">
                <Trans>You (host)</Trans>
              </li>
              {peers.map((peer) => (
                <li key={peer.socketId} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 break-words">{peer.isAdmin ? adminLabel(peer.name) : peer.name}</span>
                  {!peer.isAdmin ? (
                    <Button size="sm" variant="ghost" className="text-danger" onClick={() => setRemoving(peer)} aria-label={removeLabel(peer.name)}>
                      <UserMinus aria-hidden />
                      <Trans>Remove</Trans>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {others.length === 0 && peers.length === 0 ? (
              <p className="text-sm text-muted">
                <Trans>Waiting for participants.</Trans>
              </p>
            ) : null}
          </>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold text-muted">
              <Trans>Host</Trans>
            </dt>
            <dd>
              <Trans>Admin</Trans>
            </dd>
            <dt className="font-semibold text-muted">
              <Trans>In the call</Trans>
            </dt>
            <dd>{count}</dd>
          </dl>
        )}
      </aside>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t`Remove Participant`}
        description={t`Remove ${removingName} from this meeting? They leave the call at once and cannot join it again.`}
        confirmLabel={t`Remove`}
        tone="danger"
        pending={removePending}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
