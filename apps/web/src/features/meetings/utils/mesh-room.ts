/**
 * A meeting's video room as a WebRTC mesh: one peer connection to every other person in the room,
 * signalled over the tab's socket (the contract's meeting:* events). A newcomer calls everyone
 * already in the room, and they only answer: each call starts with one offer and one answer, never
 * two offers crossing. After that each connection follows the "perfect negotiation" pattern: either
 * side may renegotiate at any time (a screen share added or taken away, an ICE restart), and when
 * two offers cross, the polite side gives way. The page draws what `snapshot()` answers and is told
 * of every change.
 */
import type { Peer } from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { LiveSocket } from '../../../lib/socket.ts';

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** How long the room waits for the connection to come back before it gives up. */
const RECONNECT_WAIT_MS = 15_000;
/** How long leaving waits for the server's answer before the person is taken on anyway. */
const LEAVE_WAIT_MS = 3_000;
/** How long a call to one peer may take to connect before it is negotiated again. */
const STALLED_CALL_MS = 12_000;

export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'lost';

export interface RemotePeer extends Peer {
  camera: MediaStream | null;
  screen: MediaStream | null;
  media: MediaState;
  link: LinkState;
}

export type RoomPhase = 'starting' | 'joined' | 'failed' | 'removed' | 'ended' | 'left';

export interface RoomSnapshot {
  phase: RoomPhase;
  /** Why the room failed, or why it closed. */
  message: string | null;
  /** The connection dropped and the room is joining again, camera still on. */
  reconnecting: boolean;
  adminId: string | null;
  camera: MediaStream | null;
  screen: MediaStream | null;
  media: MediaState;
  peers: RemotePeer[];
}

/** What travels in a signal: a description or a candidate, and which of the sender's streams is which. */
interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
  streams?: { camera?: string | undefined; screen?: string | undefined };
}

interface Link {
  peer: Peer;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  cameraId: string | undefined;
  screenId: string | undefined;
  camera: MediaStream | null;
  screen: MediaStream | null;
  media: MediaState;
  state: LinkState;
  screenSender: RTCRtpSender | null;
  /** Whether this side's camera (and screen) are on the connection yet: an answering side adds them once it has the call's offer. */
  sending: boolean;
  /** The signals being handled, in order. */
  queue: Promise<void>;
}

/** Video small enough for a mesh: every sender encodes one copy per peer. */
const cameraConstraints: MediaStreamConstraints = {
  audio: true,
  video: { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } },
};

/** Camera and microphone, or whichever of them can be had; a room with neither fails. */
async function openCamera(): Promise<MediaStream> {
  const tries: MediaStreamConstraints[] = [cameraConstraints, { audio: true }, { video: cameraConstraints.video }];
  let lastError: unknown;
  for (const constraints of tries) {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const waitForConnection = (socket: LiveSocket, timeoutMs = 10_000) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    const timer = window.setTimeout(() => {
      socket.off('connect', onConnect);
      reject(new Error(m.connectionLost));
    }, timeoutMs);
    const onConnect = () => {
      window.clearTimeout(timer);
      resolve();
    };
    socket.once('connect', onConnect);
    socket.connect();
  });

const linkStateOf = (state: RTCPeerConnectionState): LinkState =>
  state === 'connected' ? 'connected' : state === 'disconnected' ? 'reconnecting' : state === 'failed' || state === 'closed' ? 'lost' : 'connecting';

export class MeshRoom {
  readonly #socket: LiveSocket;
  readonly #meetingId: string;
  readonly #onChange: () => void;
  readonly #links = new Map<string, Link>();
  /** Newcomers this side has heard of and whose call has not come yet. */
  readonly #announced = new Map<string, Peer>();
  #iceServers: RTCIceServer[] = [];
  #phase: RoomPhase = 'starting';
  #message: string | null = null;
  #adminId: string | null = null;
  #camera: MediaStream | null = null;
  #screen: MediaStream | null = null;
  #media: MediaState = { audio: false, video: false, screen: false };
  #snapshot: RoomSnapshot;
  #unlisten: () => void = () => {};
  /** What peers said before this side's join was acknowledged, replayed once it is. */
  #early: (() => void)[] = [];
  #reconnecting = false;
  #giveUp: number | undefined;

  constructor(socket: LiveSocket, meetingId: string, onChange: () => void) {
    this.#socket = socket;
    this.#meetingId = meetingId;
    this.#onChange = onChange;
    this.#snapshot = this.#build();
  }

  snapshot(): RoomSnapshot {
    return this.#snapshot;
  }

  /** Opens the camera and microphone, then joins the room and calls everyone already there. */
  async start(): Promise<void> {
    this.#phase = 'starting';
    this.#message = null;
    this.#changed();
    try {
      this.#camera = await openCamera();
    } catch {
      this.#fail(m.mediaFailed);
      return;
    }
    this.#media = {
      audio: this.#camera.getAudioTracks().length > 0,
      video: this.#camera.getVideoTracks().length > 0,
      screen: false,
    };
    if (this.#phase !== 'starting') return this.#stopMedia();
    try {
      await waitForConnection(this.#socket);
    } catch {
      this.#fail(m.connectionLost);
      return;
    }
    this.#listen();
    this.#join();
  }

  /** Asks to join the room; once let in, calls everyone already there, who answer. */
  #join(): void {
    this.#socket.emit('meeting:join', { meetingId: this.#meetingId }, (ack) => {
      if (this.#phase !== 'starting') return;
      if (!ack.ok) {
        this.#fail(ack.message);
        return;
      }
      this.#adminId = ack.adminId;
      this.#iceServers = ack.iceServers;
      this.#phase = 'joined';
      this.#reconnecting = false;
      window.clearTimeout(this.#giveUp);
      // This side is the newcomer: it calls everyone already there (it has no call yet, as
      // whatever they sent meanwhile waits in #early), and its camera going on makes each offer.
      for (const peer of ack.peers) this.#sendMedia(this.#link(peer));
      for (const replay of this.#early.splice(0)) replay();
      this.#announceMedia();
      this.#changed();
    });
  }

  toggleAudio(): void {
    this.#toggle('audio', this.#camera?.getAudioTracks() ?? []);
  }

  toggleVideo(): void {
    this.#toggle('video', this.#camera?.getVideoTracks() ?? []);
  }

  /** Mutes or unmutes the camera's tracks of one kind, and tells the others. */
  #toggle(kind: 'audio' | 'video', tracks: MediaStreamTrack[]): void {
    if (tracks.length === 0) return;
    const on = !this.#media[kind];
    for (const track of tracks) track.enabled = on;
    this.#media = { ...this.#media, [kind]: on };
    this.#announceMedia();
    this.#changed();
  }

  /** Shares the screen as a second video stream to every peer; each connection renegotiates. */
  async shareScreen(): Promise<void> {
    if (this.#screen || this.#phase !== 'joined') return;
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      // Closing the browser's picker is a choice, not a failure.
      return;
    }
    const [track] = screen.getVideoTracks();
    if (!track || this.#phase !== 'joined') {
      for (const each of screen.getTracks()) each.stop();
      return;
    }
    track.contentHint = 'detail';
    // The browser's own "Stop sharing" ends the track.
    track.addEventListener('ended', () => this.stopScreen());
    this.#screen = screen;
    // A connection still waiting for its call's offer gets the screen with the camera.
    for (const link of this.#links.values()) if (link.sending) link.screenSender = link.pc.addTrack(track, screen);
    this.#media = { ...this.#media, screen: true };
    this.#announceMedia();
    this.#changed();
  }

  stopScreen(): void {
    if (!this.#screen) return;
    for (const track of this.#screen.getTracks()) track.stop();
    this.#screen = null;
    for (const link of this.#links.values()) {
      if (link.screenSender && link.pc.signalingState !== 'closed') link.pc.removeTrack(link.screenSender);
      link.screenSender = null;
    }
    this.#media = { ...this.#media, screen: false };
    this.#announceMedia();
    this.#changed();
  }

  /** The admin takes someone out of the call for good. */
  removeParticipant(userId: string): Promise<string | null> {
    return new Promise((resolve) => {
      this.#socket.emit('meeting:remove', { meetingId: this.#meetingId, userId }, (ack) => resolve(ack.ok ? null : ack.message));
    });
  }

  /**
   * Leaves the room (for the admin, this ends the meeting) and lets go of camera, microphone and
   * screen. Resolves once the server has taken the leave, or after a moment without its answer,
   * so that the page shown next reads the meeting as it now is (Completed, for the admin).
   */
  leave(): Promise<void> {
    const taken =
      this.#phase === 'joined' || this.#phase === 'starting'
        ? new Promise<void>((resolve) => {
            this.#socket.emit('meeting:leave', { meetingId: this.#meetingId }, () => resolve());
            window.setTimeout(resolve, LEAVE_WAIT_MS);
          })
        : Promise.resolve();
    this.#close('left', null);
    return taken;
  }

  // -------------------------------------------------------------------------------------------

  #listen(): void {
    this.#unlisten();
    const socket = this.#socket;
    const onJoined = (peer: Peer) => {
      if (this.#phase === 'starting') {
        this.#early.push(() => onJoined(peer));
        return;
      }
      if (this.#phase !== 'joined') return;
      // The newcomer calls; this side answers. Its call may have come first.
      const link = this.#links.get(peer.socketId);
      if (link) link.peer = peer;
      else this.#announced.set(peer.socketId, peer);
      // The newcomer learns how this side's tile should look.
      this.#announceMedia();
      this.#changed();
    };
    const onLeft = ({ socketId }: { socketId: string }) => {
      this.#announced.delete(socketId);
      const link = this.#links.get(socketId);
      if (!link) return;
      link.pc.close();
      this.#links.delete(socketId);
      this.#changed();
    };
    const onSignal = ({ from, data }: { from: string; data: Record<string, unknown> }) => {
      // A peer may call before this side's join is acknowledged: the call waits for it rather than being lost.
      if (this.#phase === 'starting') this.#early.push(() => this.#handle(from, data as SignalData));
      else this.#handle(from, data as SignalData);
    };
    const onMedia = ({ socketId, ...media }: { socketId: string } & MediaState) => {
      const link = this.#links.get(socketId);
      if (!link) return;
      link.media = media;
      if (!media.screen) link.screen = null;
      this.#changed();
    };
    const onRemoved = ({ meetingId, message }: { meetingId: string; message: string }) => {
      if (meetingId === this.#meetingId) this.#close('removed', message);
    };
    const onEnded = ({ meetingId }: { meetingId: string }) => {
      if (meetingId === this.#meetingId) this.#close('ended', m.ended);
    };
    const onDisconnect = () => {
      if (this.#phase !== 'joined' && this.#phase !== 'starting') return;
      // The server closes the socket when its access token expires, and networks drop: the app
      // connects again, and the room joins again with the camera still on. The server counts the
      // old connection as gone, so every call starts afresh.
      for (const link of this.#links.values()) link.pc.close();
      this.#links.clear();
      this.#announced.clear();
      this.#early = [];
      this.#phase = 'starting';
      this.#reconnecting = true;
      window.clearTimeout(this.#giveUp);
      this.#giveUp = window.setTimeout(() => this.#close('failed', m.connectionLost), RECONNECT_WAIT_MS);
      this.#changed();
    };
    const onConnect = () => {
      if (this.#reconnecting && this.#phase === 'starting') this.#join();
    };
    socket.on('meeting:peer-joined', onJoined);
    socket.on('meeting:peer-left', onLeft);
    socket.on('meeting:signal', onSignal);
    socket.on('meeting:peer-media', onMedia);
    socket.on('meeting:removed', onRemoved);
    socket.on('meeting:ended', onEnded);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    this.#unlisten = () => {
      socket.off('connect', onConnect);
      socket.off('meeting:peer-joined', onJoined);
      socket.off('meeting:peer-left', onLeft);
      socket.off('meeting:signal', onSignal);
      socket.off('meeting:peer-media', onMedia);
      socket.off('meeting:removed', onRemoved);
      socket.off('meeting:ended', onEnded);
      socket.off('disconnect', onDisconnect);
    };
  }

  #link(peer: Peer): Link {
    this.#announced.delete(peer.socketId);
    const pc = new RTCPeerConnection({ iceServers: this.#iceServers });
    const link: Link = {
      peer,
      pc,
      // Any fixed rule that tells the two sides apart will do.
      polite: (this.#socket.id ?? '') < peer.socketId,
      makingOffer: false,
      ignoreOffer: false,
      cameraId: undefined,
      screenId: undefined,
      camera: null,
      screen: null,
      media: { audio: true, video: true, screen: false },
      state: 'connecting',
      screenSender: null,
      sending: false,
      queue: Promise.resolve(),
    };
    this.#links.set(peer.socketId, link);

    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        this.#send(link, { description: this.#plain(pc.localDescription) });
      } catch {
        // A connection closed meanwhile has nothing to negotiate.
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => this.#send(link, { candidate: candidate ? candidate.toJSON() : null });
    pc.onconnectionstatechange = () => {
      link.state = linkStateOf(pc.connectionState);
      if (pc.connectionState === 'failed') pc.restartIce();
      this.#changed();
    };
    pc.ontrack = ({ track, streams }) => {
      const [stream] = streams;
      if (!stream) return;
      if (stream.id === link.screenId) link.screen = stream;
      else link.camera = stream;
      // A screen share taken away leaves its stream without a live video track.
      const forget = () => {
        if (link.screen === stream && !stream.getVideoTracks().some((each) => each.readyState === 'live')) link.screen = null;
        this.#changed();
      };
      stream.onremovetrack = forget;
      track.addEventListener('ended', forget);
      this.#changed();
    };

    // A call that has not connected after a while (an offer lost between two that crossed, or
    // checks starved on a busy device) starts over, and again after twice as long, until it
    // connects or ends: a busy device is given ever more time rather than interrupted.
    const startOverIfStalled = (waited: number) => {
      if (pc.signalingState === 'closed' || pc.connectionState === 'connected') return;
      void (async () => {
        if (pc.signalingState === 'have-local-offer' && !link.makingOffer) await pc.setLocalDescription({ type: 'rollback' }).catch(() => {});
        pc.restartIce();
      })();
      window.setTimeout(() => startOverIfStalled(waited * 2), waited * 2);
    };
    window.setTimeout(() => startOverIfStalled(STALLED_CALL_MS), STALLED_CALL_MS);
    return link;
  }

  /**
   * Puts this side's camera (and screen) on a connection. The caller does it first, and its offer
   * follows; the answering side does it after taking the offer, so the tracks ride the offer's own
   * transceivers and the answer carries them, with no second negotiation.
   */
  #sendMedia(link: Link): void {
    if (link.sending) return;
    link.sending = true;
    if (this.#camera) for (const track of this.#camera.getTracks()) link.pc.addTrack(track, this.#camera);
    const screenTrack = this.#screen?.getVideoTracks()[0];
    if (this.#screen && screenTrack) link.screenSender = link.pc.addTrack(screenTrack, this.#screen);
  }

  /** Handles one peer's signals one after another, in the order they came. */
  #handle(from: string, data: SignalData): void {
    if (this.#phase !== 'joined') return;
    // A newcomer's call may come before the news of it: a name is filled in by peer-joined.
    const link = this.#links.get(from) ?? this.#link(this.#announced.get(from) ?? { socketId: from, userId: '', name: '', isAdmin: false });
    link.queue = link.queue.then(() => this.#onSignal(link, data));
  }

  async #onSignal(link: Link, data: SignalData): Promise<void> {
    if (this.#phase !== 'joined') return;
    const { pc } = link;
    if (data.streams) {
      link.cameraId = data.streams.camera;
      link.screenId = data.streams.screen;
    }
    try {
      if (data.description) {
        const description = data.description;
        const collision = description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          this.#sendMedia(link);
          await pc.setLocalDescription();
          this.#send(link, { description: this.#plain(pc.localDescription) });
        }
      } else if (data.candidate !== undefined) {
        try {
          await pc.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!link.ignoreOffer) throw error;
        }
      }
    } catch {
      // A broken negotiation starts over with fresh candidates, from this side with its camera on.
      if (pc.signalingState === 'closed') return;
      this.#sendMedia(link);
      pc.restartIce();
    }
  }

  /** The description as plain fields: the socket sends an object's own properties only. */
  #plain(description: RTCSessionDescription | null): RTCSessionDescriptionInit | undefined {
    return description ? { type: description.type, sdp: description.sdp } : undefined;
  }

  #send(link: Link, data: SignalData): void {
    if (this.#phase !== 'joined') return;
    const withStreams: SignalData = data.description ? { ...data, streams: { camera: this.#camera?.id, screen: this.#screen?.id } } : data;
    this.#socket.emit('meeting:signal', { meetingId: this.#meetingId, to: link.peer.socketId, data: withStreams as Record<string, unknown> }, () => {});
  }

  #announceMedia(): void {
    if (this.#phase !== 'joined') return;
    this.#socket.emit('meeting:media', { meetingId: this.#meetingId, ...this.#media }, () => {});
  }

  #fail(message: string): void {
    this.#close('failed', message);
  }

  #close(phase: RoomPhase, message: string | null): void {
    window.clearTimeout(this.#giveUp);
    this.#reconnecting = false;
    this.#unlisten();
    this.#unlisten = () => {};
    this.#early = [];
    for (const link of this.#links.values()) link.pc.close();
    this.#links.clear();
    this.#announced.clear();
    this.#stopMedia();
    this.#phase = phase;
    this.#message = message;
    this.#changed();
  }

  #stopMedia(): void {
    for (const stream of [this.#camera, this.#screen]) for (const track of stream?.getTracks() ?? []) track.stop();
    this.#camera = null;
    this.#screen = null;
    this.#media = { audio: false, video: false, screen: false };
  }

  #build(): RoomSnapshot {
    return {
      phase: this.#phase,
      message: this.#message,
      reconnecting: this.#reconnecting,
      adminId: this.#adminId,
      camera: this.#camera,
      screen: this.#screen,
      media: this.#media,
      peers: [...this.#links.values()]
        .filter((link) => link.peer.userId !== '')
        .map((link) => ({ ...link.peer, camera: link.camera, screen: link.screen, media: link.media, link: link.state })),
    };
  }

  #changed(): void {
    this.#snapshot = this.#build();
    this.#onChange();
  }
}
