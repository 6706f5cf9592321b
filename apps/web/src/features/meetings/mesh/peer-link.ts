/**
 * One peer connection of a meeting's video room, and its negotiation. The caller puts its camera
 * on the connection first, which makes the call's offer; the answering side puts its own on once it
 * has taken that offer, so one offer and one answer set the call up. After that the connection
 * follows the "perfect negotiation" pattern: either side may renegotiate at any time (a screen
 * share added or taken away, an ICE restart), and when two offers cross, the polite side gives way.
 * The peer's candidates that come before its first description are held until it is set.
 */
import type { Peer } from '@sahaya/contract/meetings/events';
import type { LocalMedia, MediaState } from './local-media.ts';
import type { SignalData } from './signalling.ts';
import { cameraSenderOf, lesser, loudness, sendCameraAs, type VideoQuality } from './video-quality.ts';

/** How long a call to one peer may take to connect before it is negotiated again. */
const STALLED_CALL_MS = 12_000;

export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'lost';

/** What the page shows of another person in the room. */
export interface RemotePeer extends Peer {
  camera: MediaStream | null;
  screen: MediaStream | null;
  media: MediaState;
  link: LinkState;
}

export interface PeerLinkOptions {
  peer: Peer;
  /** Which side gives way when two offers cross: any fixed rule that tells the two sides apart will do. */
  polite: boolean;
  iceServers: RTCIceServer[];
  /** `relay`: only candidates through TURN, so the peer never learns this side's address. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  /** Told each time the connection connects, with a way to read its statistics. */
  connected?: (stats: () => Promise<RTCStatsReport>) => void;
  /** This side's camera and screen, as they are when the connection starts sending. */
  local: LocalMedia;
  /** Sends a signal to the peer. */
  send: (data: SignalData) => void;
  /** Whether the room still takes signals: one that has closed or is joining again does not. */
  live: () => boolean;
  /** Tells the room that what it shows of this peer changed. */
  changed: () => void;
}

const linkStateOf = (state: RTCPeerConnectionState): LinkState =>
  state === 'connected' ? 'connected' : state === 'disconnected' ? 'reconnecting' : state === 'failed' || state === 'closed' ? 'lost' : 'connecting';

/** The description as plain fields: the socket sends an object's own properties only. */
const plain = (description: RTCSessionDescription | null): RTCSessionDescriptionInit | undefined =>
  description ? { type: description.type, sdp: description.sdp } : undefined;

export class PeerLink {
  /** Who is at the other end; a call that came before the news of its sender is named later. */
  peer: Peer;
  readonly #pc: RTCPeerConnection;
  readonly #options: PeerLinkOptions;
  #makingOffer = false;
  #ignoreOffer = false;
  #screenId: string | undefined;
  #camera: MediaStream | null = null;
  #screen: MediaStream | null = null;
  #media: MediaState = { audio: true, video: true, screen: false };
  #state: LinkState = 'connecting';
  #screenSender: RTCRtpSender | null = null;
  /** Whether this side's camera (and screen) are on the connection yet: an answering side adds them once it has the call's offer. */
  #sending = false;
  /** The signals being handled, in order. */
  #queue: Promise<void> = Promise.resolve();
  /**
   * The peer's candidates that came before any description of theirs was set: a connection refuses
   * a candidate until then, and one refused is lost. `null` is the end of their candidates.
   */
  #heldCandidates: (RTCIceCandidateInit | null)[] = [];
  /** How much video this side chose, and how much the peer asked for: the camera is sent as the lesser. */
  #mine: VideoQuality = 'full';
  #theirs: VideoQuality = 'full';

  constructor(options: PeerLinkOptions) {
    this.peer = options.peer;
    this.#options = options;
    const pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy ?? 'all' });
    this.#pc = pc;

    pc.onnegotiationneeded = async () => {
      try {
        this.#makingOffer = true;
        await pc.setLocalDescription();
        options.send({ description: plain(pc.localDescription) });
      } catch {
        // A connection closed meanwhile has nothing to negotiate.
      } finally {
        this.#makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => options.send({ candidate: candidate ? candidate.toJSON() : null });
    pc.onconnectionstatechange = () => {
      this.#state = linkStateOf(pc.connectionState);
      if (pc.connectionState === 'failed') pc.restartIce();
      if (pc.connectionState === 'connected') {
        options.connected?.(() => pc.getStats());
        // The camera's encoding exists once the call is negotiated.
        void this.#sendCameraAsAgreed();
      }
      options.changed();
    };
    pc.ontrack = ({ track, streams }) => {
      const [stream] = streams;
      if (!stream) return;
      if (stream.id === this.#screenId) this.#screen = stream;
      else this.#camera = stream;
      // A screen share taken away leaves its stream without a live video track.
      const forget = () => {
        if (this.#screen === stream && !stream.getVideoTracks().some((each) => each.readyState === 'live')) this.#screen = null;
        options.changed();
      };
      stream.onremovetrack = forget;
      track.addEventListener('ended', forget);
      options.changed();
    };

    // A call that has not connected after a while (an offer lost between two that crossed, or
    // checks starved on a busy device) starts over, and again after twice as long, until it
    // connects or ends: a busy device is given ever more time rather than interrupted.
    const startOverIfStalled = (waited: number) => {
      if (pc.signalingState === 'closed' || pc.connectionState === 'connected') return;
      void (async () => {
        if (pc.signalingState === 'have-local-offer' && !this.#makingOffer) await pc.setLocalDescription({ type: 'rollback' }).catch(() => {});
        pc.restartIce();
      })();
      window.setTimeout(() => startOverIfStalled(waited * 2), waited * 2);
    };
    window.setTimeout(() => startOverIfStalled(STALLED_CALL_MS), STALLED_CALL_MS);
  }

  /** What the page shows of this peer. */
  remote(): RemotePeer {
    return { ...this.peer, camera: this.#camera, screen: this.#screen, media: this.#media, link: this.#state };
  }

  /** What the peer says its tile shows; a screen share it stopped is no longer drawn. */
  setMedia(media: MediaState): void {
    this.#media = media;
    if (!media.screen) this.#screen = null;
  }

  /**
   * Puts this side's camera (and screen) on the connection. The caller does it first, and its offer
   * follows; the answering side does it after taking the offer, so the tracks ride the offer's own
   * transceivers and the answer carries them, with no second negotiation.
   */
  sendMedia(): void {
    if (this.#sending) return;
    this.#sending = true;
    const { camera, screen } = this.#options.local;
    if (camera) for (const track of camera.getTracks()) this.#pc.addTrack(track, camera);
    const screenTrack = screen?.getVideoTracks()[0];
    if (screen && screenTrack) this.#screenSender = this.#pc.addTrack(screenTrack, screen);
  }

  /** Adds a screen just shared; a connection still waiting for its call's offer gets it with the camera. */
  addScreen(track: MediaStreamTrack, screen: MediaStream): void {
    if (this.#sending) this.#screenSender = this.#pc.addTrack(track, screen);
  }

  /** Takes the shared screen off the connection; it renegotiates. */
  removeScreen(): void {
    if (this.#screenSender && this.#pc.signalingState !== 'closed') this.#pc.removeTrack(this.#screenSender);
    this.#screenSender = null;
  }

  /** This side's choice of video: the peer is told, and the camera sent as the lesser of the two. */
  setQuality(quality: VideoQuality): void {
    this.#mine = quality;
    this.#options.send({ wants: quality });
    void this.#sendCameraAsAgreed();
  }

  /** How loud the peer was last heard (0 to 1). */
  loudness(): number {
    return this.#pc.getReceivers().filter((receiver) => receiver.track.kind === 'audio').reduce((loudest, receiver) => Math.max(loudest, loudness(receiver)), 0);
  }

  #sendCameraAsAgreed(): Promise<void> {
    const camera = cameraSenderOf(this.#pc, this.#screenSender);
    return camera ? sendCameraAs(camera, lesser(this.#mine, this.#theirs)) : Promise.resolve();
  }

  /** Handles the peer's signals one after another, in the order they came. */
  handle(data: SignalData): void {
    this.#queue = this.#queue.then(() => this.#take(data));
  }

  /**
   * Fresh ICE servers (TURN credentials about to expire): the connection keeps its call and uses
   * them for whatever it gathers next, an ICE restart included.
   */
  setIceServers(iceServers: RTCIceServer[]): void {
    if (this.#pc.signalingState === 'closed') return;
    try {
      this.#pc.setConfiguration({ ...this.#pc.getConfiguration(), iceServers });
    } catch {
      // A browser that refuses the change keeps the servers it has; a call that needs new ones starts over with the room's.
    }
  }

  close(): void {
    this.#pc.close();
  }

  /**
   * Adds the candidates held for the description just set. One the connection refuses was gathered
   * for an offer given up since (two offers that crossed): it is dropped, and the call goes on with
   * the rest, rather than starting over.
   */
  async #addHeldCandidates(): Promise<void> {
    const held = this.#heldCandidates;
    this.#heldCandidates = [];
    for (const candidate of held) await this.#pc.addIceCandidate(candidate ?? undefined).catch(() => {});
  }

  async #take(data: SignalData): Promise<void> {
    if (!this.#options.live()) return;
    const pc = this.#pc;
    // Which of the sender's streams is its screen; any other is its camera.
    if (data.streams) this.#screenId = data.streams.screen;
    if (data.wants) {
      this.#theirs = data.wants;
      await this.#sendCameraAsAgreed();
    }
    try {
      if (data.description) {
        const description = data.description;
        const collision = description.type === 'offer' && (this.#makingOffer || pc.signalingState !== 'stable');
        this.#ignoreOffer = !this.#options.polite && collision;
        if (this.#ignoreOffer) return;
        await pc.setRemoteDescription(description);
        await this.#addHeldCandidates();
        if (description.type === 'offer') {
          this.sendMedia();
          await pc.setLocalDescription();
          this.#options.send({ description: plain(pc.localDescription) });
        }
      } else if (data.candidate !== undefined) {
        if (!pc.remoteDescription) {
          this.#heldCandidates.push(data.candidate);
          return;
        }
        try {
          await pc.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!this.#ignoreOffer) throw error;
        }
      }
    } catch {
      // A broken negotiation starts over with fresh candidates, from this side with its camera on.
      if (pc.signalingState === 'closed') return;
      this.sendMedia();
      pc.restartIce();
    }
  }
}
