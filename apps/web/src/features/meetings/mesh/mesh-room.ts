/**
 * A meeting's video room. As a WebRTC mesh: one peer connection to every other person in the room,
 * signalled over the tab's socket (the contract's meeting:* events); or, once the server says the
 * room holds more than a mesh does, through the deployment's Janus VideoRoom (../janus), where this
 * side sends once and receives everybody on one connection. Either way the room's course, who is
 * in it, what their tiles show, the admin's removal and the end are the signalling's. A newcomer calls everyone
 * already in the room, and they only answer: each call starts with one offer and one answer, never
 * two offers crossing. After that each connection follows the "perfect negotiation" pattern: either
 * side may renegotiate at any time (a screen share added or taken away, an ICE restart), and when
 * two offers cross, the polite side gives way. The page draws what `snapshot()` answers and is told
 * of every change.
 *
 * This class keeps the room's course: starting, joining, joining again after the connection
 * dropped, and closing. This side's camera and screen are in local-media.ts, the socket protocol in
 * signalling.ts, the other people in room-peers.ts and the negotiation with one of them in
 * peer-link.ts.
 */
import type { Peer, RoomEndReason } from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { MeetingIce } from '@sahaya/contract/meetings/schemas';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { JanusPeers } from '../janus/janus-peers.ts';
import { LocalMedia } from './local-media.ts';
import { RoomPeers } from './room-peers.ts';
import type { RoomMessage, RoomPhase, RoomSnapshot } from './room-snapshot.ts';
import { selectedCandidateType } from './selected-candidate.ts';
import { Signalling, type RoomEvents } from './signalling.ts';
import type { VideoQuality } from './video-quality.ts';

/** What the room says once it has closed for everyone, by why it closed. */
const endedText: Record<RoomEndReason, RoomMessage> = { ended: { text: m.ended }, cancelled: { text: m.roomCancelled }, deleted: { text: m.roomDeleted } };

/** How long the room waits for the connection to come back before it gives up. */
const RECONNECT_WAIT_MS = 15_000;
/** How long the room waits before entering Janus again after it lost it (Janus restarted, a network changed). */
const JANUS_AGAIN_MS = 2_000;

/** How often the room listens for who is speaking, and how loud counts as speaking (0 to 1). */
const SPEAKER_EVERY_MS = 1_000;
const SPEAKING = 0.02;

/** What part of the TURN credentials' life passes before the room asks for fresh ones. */
const ICE_REFRESH_AT = 0.8;
/** The soonest the room asks again, and how long it waits after a failed ask. */
const ICE_REFRESH_SOONEST_MS = 10_000;
const ICE_REFRESH_RETRY_MS = 30_000;
/** The longest a browser's timer waits (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Fetches fresh ICE servers for the meeting (GET /api/meetings/{id}/ice-servers). */
export type IceServersSource = () => Promise<MeetingIce>;

export class MeshRoom {
  readonly #signalling: Signalling;
  readonly #local = new LocalMedia();
  readonly #peers: RoomPeers;
  /** The room's people through Janus, once the room goes through it; the mesh's RoomPeers until then. */
  #janus: JanusPeers | null = null;
  /** Leaving the mesh for Janus, or entering Janus again: the page says so. */
  #switching = false;
  #janusAgain: number | undefined;
  /** When the room lost Janus, while it tries to enter it again; unset once it is in. */
  #janusLostAt: number | undefined;
  readonly #onChange: () => void;
  #phase: RoomPhase = 'starting';
  #message: RoomMessage | null = null;
  #adminId: string | null = null;
  #adminName: string | null = null;
  #snapshot: RoomSnapshot;
  #unlisten: () => void = () => {};
  /** What peers said before this side's join was acknowledged, replayed once it is. */
  #early: (() => void)[] = [];
  #reconnecting = false;
  /** The server cannot pass this side's messages on just now; they are being tried again. */
  #retrying = false;
  #giveUp: number | undefined;
  readonly #freshIce: IceServersSource | undefined;
  #iceRefresh: number | undefined;
  /** Whether this joined call's candidate type has been told to the server: once a join. */
  #candidateReported = false;
  #ice: MeetingIce | null = null;
  #quality: VideoQuality;
  /** The socket id of the peer heard speaking last, whose camera a person on `low` sees. */
  #speaker: string | null = null;
  #listening: number | undefined;

  constructor(socket: LiveSocket, meetingId: string, onChange: () => void, freshIce?: IceServersSource, quality: VideoQuality = 'full') {
    this.#quality = quality;
    this.#signalling = new Signalling(socket, meetingId);
    this.#peers = new RoomPeers({
      signalling: this.#signalling,
      local: this.#local,
      live: () => this.#phase === 'joined',
      changed: () => this.#changed(),
      connected: (stats) => this.#reportCandidate(stats),
    });
    this.#onChange = onChange;
    this.#freshIce = freshIce;
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
      await this.#local.open();
    } catch {
      this.#close('failed', { text: m.mediaFailed });
      return;
    }
    if (this.#phase !== 'starting') return this.#local.stop();
    try {
      await this.#signalling.connect();
    } catch {
      this.#close('failed', { text: m.connectionLost });
      return;
    }
    this.#unlisten();
    this.#unlisten = this.#signalling.listen(this.#events);
    this.#join();
  }

  /** Asks to join the room; once let in, calls everyone already there, who answer. */
  #join(): void {
    this.#signalling.join((ack) => {
      if (this.#phase !== 'starting') return;
      if (!ack.ok) {
        this.#close('failed', { code: ack.code, said: ack.message });
        return;
      }
      this.#adminId = ack.adminId;
      this.#adminName = ack.adminName;
      this.#useIce(ack);
      this.#candidateReported = false;
      this.#phase = 'joined';
      this.#reconnecting = false;
      window.clearTimeout(this.#giveUp);
      this.#peers.setQuality(this.#quality);
      this.#listenForSpeaker();
      // This side is the newcomer: it calls everyone already there (it has no call yet, as
      // whatever they sent meanwhile waits in #early), and its camera going on makes each offer.
      if (ack.mode === 'janus') this.#throughJanus(ack.peers, false);
      else for (const peer of ack.peers) this.#peers.call(peer);
      for (const replay of this.#early.splice(0)) replay();
      this.#announceMedia();
      this.#changed();
    });
  }

  /**
   * Leaves the mesh (when in it) and enters the meeting's Janus VideoRoom with the people known so
   * far; lost later, it enters again after a moment, for as long as the room waits for a lost connection.
   */
  #throughJanus(peers: Peer[], reconnecting: boolean): void {
    this.#peers.clear();
    this.#janus?.clear();
    window.clearTimeout(this.#janusAgain);
    this.#switching = reconnecting;
    const janus: JanusPeers = new JanusPeers({
      local: this.#local,
      socketId: this.#signalling.socketId,
      changed: () => this.#changed(),
      connected: (stats) => this.#reportCandidate(stats),
      lost: (known) => this.#janusLost(janus, known),
    });
    this.#janus = janus;
    for (const peer of peers) janus.announce(peer);
    if (this.#ice) janus.setIce(this.#ice.iceServers, this.#ice.iceTransportPolicy);
    this.#changed();
    void (async () => {
      const join = await this.#signalling.joinJanus();
      if (this.#janus !== janus) return;
      if ('code' in join) return this.#janusLost(janus, janus.known());
      try {
        await janus.start(join);
      } catch {
        return this.#janusLost(janus, janus.known());
      }
      if (this.#janus !== janus) return;
      this.#janusLostAt = undefined;
      janus.setQuality(this.#quality, this.#speaker);
      this.#switching = false;
      this.#announceMedia();
      this.#changed();
    })();
  }

  #janusLost(janus: JanusPeers, known: Peer[]): void {
    if (this.#janus !== janus || this.#phase !== 'joined') return;
    janus.clear();
    // Counted from the loss, not from the first entry: a room lost after an hour is tried again as one lost at once.
    const since = (this.#janusLostAt ??= Date.now());
    if (Date.now() - since > RECONNECT_WAIT_MS) return this.#close('failed', { text: m.connectionLost });
    this.#switching = true;
    this.#changed();
    this.#janusAgain = window.setTimeout(() => {
      if (this.#janus === janus && this.#phase === 'joined') this.#throughJanus(known, true);
    }, JANUS_AGAIN_MS);
  }

  /** The people of the room, in the mesh or through Janus. */
  get #links(): RoomPeers | JanusPeers {
    return this.#janus ?? this.#peers;
  }

  /**
   * Gives every connection these servers, and asks for fresh ones when 80 % of their credentials'
   * life has passed: a relayed call must refresh its TURN allocation with credentials that still work.
   */
  #useIce(ice: MeetingIce): void {
    this.#ice = ice;
    this.#peers.setIce(ice.iceServers, ice.iceTransportPolicy);
    this.#janus?.setIce(ice.iceServers, ice.iceTransportPolicy);
    window.clearTimeout(this.#iceRefresh);
    this.#iceRefresh = undefined;
    if (!ice.expiresAt || !this.#freshIce) return;
    const life = Date.parse(ice.expiresAt) - Date.now();
    this.#refreshIceIn(Math.min(Math.max(life * ICE_REFRESH_AT, ICE_REFRESH_SOONEST_MS), LONGEST_TIMER_MS));
  }

  #refreshIceIn(ms: number): void {
    const fetchIce = this.#freshIce;
    if (!fetchIce) return;
    this.#iceRefresh = window.setTimeout(() => {
      this.#iceRefresh = undefined;
      if (this.#phase !== 'joined') return;
      fetchIce().then(
        (ice) => {
          if (this.#phase === 'joined') this.#useIce(ice);
        },
        () => {
          // The servers it has still work for a while: it asks again soon.
          if (this.#phase === 'joined') this.#refreshIceIn(ICE_REFRESH_RETRY_MS);
        },
      );
    }, ms);
  }

  /** The first connection of this joined call to connect says which kind of candidate it went through, once. */
  #reportCandidate(stats: () => Promise<RTCStatsReport>): void {
    if (this.#candidateReported || this.#phase !== 'joined') return;
    this.#candidateReported = true;
    stats().then(
      (report) => {
        const type = selectedCandidateType(report);
        // Not told yet which pair is selected: the next connection to connect tells.
        if (!type) this.#candidateReported = false;
        else if (this.#phase === 'joined') this.#signalling.reportIceCandidate(type);
      },
      () => {
        this.#candidateReported = false;
      },
    );
  }

  /** This side's choice of video (video-quality.ts), for the connections there are and those to come. */
  setQuality(quality: VideoQuality): void {
    this.#quality = quality;
    this.#peers.setQuality(quality);
    this.#janus?.setQuality(quality, this.#speaker);
    this.#changed();
  }

  /** Listens, while joined, for who speaks: the loudest peer above a murmur, kept until another speaks. */
  #listenForSpeaker(): void {
    window.clearInterval(this.#listening);
    this.#listening = window.setInterval(() => {
      if (this.#phase !== 'joined') return;
      let loudest: [string, number] | null = null;
      for (const heard of this.#links.loudness()) if (heard[1] > SPEAKING && (!loudest || heard[1] > loudest[1])) loudest = heard;
      if (!loudest || loudest[0] === this.#speaker) return;
      this.#speaker = loudest[0];
      this.#janus?.setQuality(this.#quality, this.#speaker);
      this.#changed();
    }, SPEAKER_EVERY_MS);
  }

  toggleAudio(): void {
    this.#toggle('audio');
  }

  toggleVideo(): void {
    this.#toggle('video');
  }

  /** Mutes or unmutes the camera's tracks of one kind, and tells the others. */
  #toggle(kind: 'audio' | 'video'): void {
    if (!this.#local.toggle(kind)) return;
    this.#announceMedia();
    this.#changed();
  }

  /** Shares the screen as a second video stream to every peer; each connection renegotiates. */
  async shareScreen(): Promise<void> {
    if (this.#phase !== 'joined') return;
    const track = await this.#local.shareScreen(
      () => this.#phase === 'joined',
      () => this.stopScreen(),
    );
    const screen = this.#local.screen;
    if (!track || !screen) return;
    this.#links.addScreen(track, screen);
    this.#announceMedia();
    this.#changed();
  }

  stopScreen(): void {
    if (!this.#local.stopScreen()) return;
    this.#links.removeScreen();
    this.#announceMedia();
    this.#changed();
  }

  /** The admin takes someone out of the call for good. */
  removeParticipant(userId: string): Promise<string | null> {
    return this.#signalling.remove(userId);
  }

  /**
   * Leaves the room (for the admin, this ends the meeting) and lets go of camera, microphone and
   * screen. Resolves once the server has taken the leave, or after a moment without its answer,
   * so that the page shown next reads the meeting as it now is (Completed, for the admin).
   */
  leave(): Promise<void> {
    const taken = this.#phase === 'joined' || this.#phase === 'starting' ? this.#signalling.leave() : Promise.resolve();
    this.#close('left', null);
    return taken;
  }

  readonly #events: RoomEvents = {
    peerJoined: (peer) => {
      if (this.#phase === 'starting') {
        this.#early.push(() => this.#events.peerJoined(peer));
        return;
      }
      if (this.#phase !== 'joined') return;
      // The newcomer calls; this side answers. Its call may have come first.
      this.#links.announce(peer);
      // The newcomer learns how this side's tile should look.
      this.#announceMedia();
      this.#changed();
    },
    peerLeft: (socketId) => {
      if (this.#links.leave(socketId)) this.#changed();
    },
    signal: (from, data) => {
      if (this.#janus) return;
      // A peer may call before this side's join is acknowledged: the call waits for it rather than being lost.
      if (this.#phase === 'starting') this.#early.push(() => this.#events.signal(from, data));
      else this.#peers.take(from, data);
    },
    peerMedia: (socketId, media) => {
      if (this.#links.setMedia(socketId, media)) this.#changed();
    },
    mode: (mode) => {
      if (this.#phase === 'starting') {
        this.#early.push(() => this.#events.mode(mode));
        return;
      }
      // Told by whoever tipped the room over; everybody in it reconnects once, through Janus.
      if (this.#phase === 'joined' && mode === 'janus' && !this.#janus) this.#throughJanus(this.#peers.known(), true);
    },
    removed: () => this.#close('removed', { text: m.removed }),
    ended: (reason) => this.#close('ended', endedText[reason]),
    disconnected: () => {
      if (this.#phase !== 'joined' && this.#phase !== 'starting') return;
      // The server closes the socket when its access token expires, and networks drop: the app
      // connects again, and the room joins again with the camera still on. The server counts the
      // old connection as gone, so every call starts afresh.
      this.#leaveLinks();
      this.#early = [];
      window.clearTimeout(this.#iceRefresh);
      this.#phase = 'starting';
      this.#reconnecting = true;
      window.clearTimeout(this.#giveUp);
      this.#giveUp = window.setTimeout(() => this.#close('failed', { text: m.connectionLost }), RECONNECT_WAIT_MS);
      this.#changed();
    },
    connected: () => {
      if (this.#reconnecting && this.#phase === 'starting') this.#join();
    },
    waiting: (waiting) => {
      this.#retrying = waiting;
      this.#changed();
    },
  };

  #announceMedia(): void {
    if (this.#phase !== 'joined') return;
    this.#signalling.announceMedia(this.#local.state);
  }

  #close(phase: RoomPhase, message: RoomMessage | null): void {
    window.clearTimeout(this.#giveUp);
    window.clearTimeout(this.#iceRefresh);
    this.#reconnecting = false;
    this.#retrying = false;
    this.#unlisten();
    this.#unlisten = () => {};
    this.#early = [];
    this.#leaveLinks();
    this.#local.stop();
    this.#phase = phase;
    this.#message = message;
    this.#changed();
  }

  /** Closes every connection, the mesh's and Janus's. */
  #leaveLinks(): void {
    window.clearInterval(this.#listening);
    this.#speaker = null;
    this.#peers.clear();
    this.#janus?.clear();
    this.#janus = null;
    this.#switching = false;
    this.#janusLostAt = undefined;
    window.clearTimeout(this.#janusAgain);
  }

  #build(): RoomSnapshot {
    return {
      phase: this.#phase,
      message: this.#message,
      reconnecting: this.#reconnecting,
      retrying: this.#retrying,
      mode: this.#janus ? 'janus' : 'mesh',
      switching: this.#switching,
      quality: this.#quality,
      speaker: this.#speaker,
      adminId: this.#adminId,
      adminName: this.#adminName,
      camera: this.#local.camera,
      screen: this.#local.screen,
      media: this.#local.state,
      peers: this.#links.remotes(),
    };
  }

  #changed(): void {
    this.#snapshot = this.#build();
    this.#onChange();
  }
}
