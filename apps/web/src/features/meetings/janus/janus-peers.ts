/**
 * The other people of a meeting's room when it goes through Janus's VideoRoom: this side sends its
 * camera (and screen) once, on a publisher connection, and receives everybody else's on one
 * subscriber connection. It stands in for the mesh's RoomPeers behind the same room, so the page
 * draws the same tiles either way.
 *
 * Who is who comes from the room's signalling, as in the mesh: each person publishes under their
 * socket id as Janus's `display`, and a feed is drawn on the tile of the peer of that socket id (a
 * feed naming no peer of the room is not drawn). Names never go to Janus. A screen is a second video
 * stream, described as `screen`, so the others draw it on a tile of its own.
 *
 * The subscription follows the publishers: a feed that appears, or a stream a publisher adds (a
 * screen shared), is subscribed to; one that goes Janus takes out of the subscription itself, and
 * offers the subscriber connection again, which is answered. One negotiation of the subscriber
 * connection at a time.
 */
import type { JanusJoin, Peer } from '@sahaya/contract/meetings/events';
import type { LocalMedia, MediaState } from '../mesh/local-media.ts';
import type { LinkState, RemotePeer } from '../mesh/peer-link.ts';
import { cameraSenderOf, loudness, sendCameraAs, type VideoQuality } from '../mesh/video-quality.ts';
import { JanusSession, type JanusHandle, type JanusMessage } from './janus-session.ts';

/** How a publisher's screen is told from its camera. */
const SCREEN = 'screen';

/** A stream a publisher sends, as Janus lists it. */
interface PublishedStream {
  mid: string;
  type: string;
  description?: string;
  disabled?: boolean;
}

/** A publisher as Janus lists it: its id, its `display` (the socket id of its room peer) and its streams. */
interface Publisher {
  id: number;
  display?: string;
  streams?: PublishedStream[];
}

/** A stream of this side's subscription, as Janus lists it. */
interface SubscribedStream {
  mid: string;
  type: string;
  feed_id?: number;
  feed_mid?: string;
  feed_description?: string;
  active?: boolean;
}

export interface JanusPeersOptions {
  local: LocalMedia;
  /** This side's socket id in the room: what it publishes under. */
  socketId: string;
  /** Tells the room that what it shows of its peers changed. */
  changed: () => void;
  /** Told when the publisher connection connects, with a way to read its statistics. */
  connected?: (stats: () => Promise<RTCStatsReport>) => void;
  /** The connection to Janus was lost, or Janus dropped this side's publisher: with the peers known, for the room to start again. */
  lost: (known: Peer[]) => void;
}

const linkStateOf = (state: RTCPeerConnectionState): LinkState =>
  state === 'connected' ? 'connected' : state === 'disconnected' ? 'reconnecting' : state === 'failed' || state === 'closed' ? 'lost' : 'connecting';

const plain = (description: RTCSessionDescription | null): RTCSessionDescriptionInit => ({ type: description!.type, sdp: description!.sdp });

/** A peer's camera and screen as streams of their own, kept for the life of the peer so a tile's video is not reset at each change. */
interface PeerStreams {
  camera: MediaStream;
  screen: MediaStream;
}

export class JanusPeers {
  readonly #options: JanusPeersOptions;
  readonly #peers = new Map<string, Peer>();
  readonly #media = new Map<string, MediaState>();
  readonly #streams = new Map<string, PeerStreams>();
  /** Every other publisher in the room, by feed id. */
  readonly #publishers = new Map<number, Publisher>();
  /** This side's subscription by its own mids, and the track each carries. */
  #subscribed = new Map<string, SubscribedStream>();
  readonly #tracks = new Map<string, MediaStreamTrack>();
  #ice: RTCConfiguration = { iceServers: [], iceTransportPolicy: 'all' };
  #join: JanusJoin | null = null;
  #session: JanusSession | null = null;
  #publisher: JanusHandle | null = null;
  #privateId = 0;
  #sender: RTCPeerConnection | null = null;
  #screenSender: RTCRtpSender | null = null;
  #subscriber: JanusHandle | null = null;
  #receiver: RTCPeerConnection | null = null;
  /** The subscriber connection's negotiations and the publisher's, each one at a time. */
  #subscribing: Promise<void> = Promise.resolve();
  #publishing: Promise<void> = Promise.resolve();
  #closed = false;
  #quality: VideoQuality = 'full';
  /** Whose camera video is received on `low`: the one speaking. */
  #speaker: string | null = null;
  /** Whether Janus sends each video mid of the subscription, as last asked. */
  readonly #receiving = new Map<string, boolean>();

  constructor(options: JanusPeersOptions) {
    this.#options = options;
  }

  setIce(iceServers: RTCIceServer[], iceTransportPolicy: RTCIceTransportPolicy): void {
    this.#ice = { iceServers, iceTransportPolicy };
    for (const pc of [this.#sender, this.#receiver]) {
      if (!pc || pc.signalingState === 'closed') continue;
      try {
        pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
      } catch {
        // Kept with the servers it has, as the mesh's connections are.
      }
    }
  }

  /**
   * Enters the VideoRoom as a publisher, sends this side's camera, and subscribes to everybody
   * already publishing. Throws when Janus cannot be reached or refuses.
   */
  async start(join: JanusJoin): Promise<void> {
    this.#join = join;
    const session = await JanusSession.open(join.janusUrl, () => this.#lose());
    if (this.#closed) return session.close();
    this.#session = session;
    const publisher = await session.attach((message) => this.#heardByPublisher(message));
    this.#publisher = publisher;
    const { data } = await publisher.message({
      request: 'join',
      ptype: 'publisher',
      room: join.room,
      pin: join.pin,
      token: join.token,
      id: join.publisherId,
      display: this.#options.socketId,
    });
    this.#privateId = Number(data.private_id ?? 0);
    this.#sendMedia();
    await this.#negotiatePublisher();
    this.#addPublishers((data.publishers ?? []) as Publisher[]);
  }

  /** Somebody in the room, from the signalling: their tile shows once their feed comes. */
  announce(peer: Peer): void {
    this.#peers.set(peer.socketId, peer);
  }

  /** The peers the signalling knows of, for the room to carry over. */
  known(): Peer[] {
    return [...this.#peers.values()];
  }

  leave(socketId: string): boolean {
    this.#media.delete(socketId);
    this.#streams.delete(socketId);
    return this.#peers.delete(socketId);
  }

  setMedia(socketId: string, media: MediaState): boolean {
    if (!this.#peers.has(socketId)) return false;
    this.#media.set(socketId, media);
    return true;
  }

  /** Publishes a screen just shared as a second video stream, described so the others draw it apart. */
  addScreen(track: MediaStreamTrack, screen: MediaStream): void {
    const pc = this.#sender;
    if (!pc || this.#screenSender) return;
    this.#screenSender = pc.addTransceiver(track, { direction: 'sendonly', streams: [screen] }).sender;
    void this.#negotiatePublisher().catch(() => this.#lose());
  }

  removeScreen(): void {
    const pc = this.#sender;
    const sender = this.#screenSender;
    this.#screenSender = null;
    if (!pc || !sender || pc.signalingState === 'closed') return;
    pc.removeTrack(sender);
    void this.#negotiatePublisher().catch(() => this.#lose());
  }

  /**
   * This side's choice of video: the camera is published as it says, and of the others' cameras
   * Janus sends all (`full`), the speaker's (`low`) or none (`audio`). Screens are always received.
   */
  setQuality(quality: VideoQuality, speaker: string | null): void {
    this.#quality = quality;
    this.#speaker = speaker;
    const camera = this.#sender && cameraSenderOf(this.#sender, this.#screenSender);
    if (camera) void sendCameraAs(camera, quality);
    void this.#receiveAsChosen();
  }

  /** How loud each peer was last heard, by socket id. */
  loudness(): Map<string, number> {
    const levels = new Map<string, number>();
    for (const transceiver of this.#receiver?.getTransceivers() ?? []) {
      const stream = transceiver.mid ? this.#subscribed.get(transceiver.mid) : undefined;
      const socketId = stream && this.#publisherOf(stream)?.display;
      if (stream?.type !== 'audio' || !socketId) continue;
      levels.set(socketId, Math.max(levels.get(socketId) ?? 0, loudness(transceiver.receiver)));
    }
    return levels;
  }

  /** Asks Janus to send or hold each camera video of the subscription, as the choice of video says. */
  async #receiveAsChosen(): Promise<void> {
    const subscriber = this.#subscriber;
    if (!subscriber || this.#closed) return;
    const changes: { mid: string; send: boolean }[] = [];
    for (const [mid, stream] of this.#subscribed) {
      if (stream.type !== 'video' || stream.feed_description === SCREEN || stream.active === false) continue;
      const display = this.#publisherOf(stream)?.display;
      const send = this.#quality === 'full' || (this.#quality === 'low' && display === this.#speaker);
      if ((this.#receiving.get(mid) ?? true) === send) continue;
      this.#receiving.set(mid, send);
      changes.push({ mid, send });
    }
    if (changes.length > 0) await subscriber.message({ request: 'configure', streams: changes }).catch(() => undefined);
  }

  /** Leaves Janus: both connections close, and the session with them. */
  clear(): void {
    this.#closed = true;
    this.#sender?.close();
    this.#receiver?.close();
    this.#session?.close();
    this.#peers.clear();
    this.#media.clear();
    this.#streams.clear();
  }

  remotes(): RemotePeer[] {
    const link: LinkState = this.#receiver ? linkStateOf(this.#receiver.connectionState) : 'connecting';
    return [...this.#peers.values()].map((peer) => {
      const { camera, screen } = this.#streamsOf(peer.socketId);
      return {
        ...peer,
        camera: camera.getTracks().length > 0 ? camera : null,
        screen: screen.getTracks().length > 0 ? screen : null,
        media: this.#media.get(peer.socketId) ?? { audio: true, video: true, screen: false },
        link: camera.getTracks().length > 0 ? link : 'connecting',
      };
    });
  }

  /** The publisher a stream of the subscription comes from, while it is in the room. */
  #publisherOf(stream: SubscribedStream): Publisher | undefined {
    return stream.feed_id === undefined ? undefined : this.#publishers.get(stream.feed_id);
  }

  /** The tracks of a peer's feed on its two streams, added and taken away as the subscription changes. */
  #streamsOf(socketId: string): PeerStreams {
    let streams = this.#streams.get(socketId);
    if (!streams) {
      streams = { camera: new MediaStream(), screen: new MediaStream() };
      this.#streams.set(socketId, streams);
    }
    const wanted = { camera: new Set<MediaStreamTrack>(), screen: new Set<MediaStreamTrack>() };
    for (const [mid, stream] of this.#subscribed) {
      const track = this.#tracks.get(mid);
      const feed = this.#publisherOf(stream);
      if (!track || stream.active === false || feed?.display !== socketId) continue;
      wanted[stream.feed_description === SCREEN ? 'screen' : 'camera'].add(track);
    }
    for (const kind of ['camera', 'screen'] as const) {
      const stream = streams[kind];
      for (const track of stream.getTracks()) if (!wanted[kind].has(track)) stream.removeTrack(track);
      for (const track of wanted[kind]) if (!stream.getTracks().includes(track)) stream.addTrack(track);
    }
    return streams;
  }

  /** The camera (and a screen shared before the switch) on the publisher connection, send only. */
  #sendMedia(): void {
    const pc = new RTCPeerConnection(this.#ice);
    this.#sender = pc;
    pc.onicecandidate = ({ candidate }) => this.#publisher?.trickle(candidate);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'connected') this.#options.connected?.(() => pc.getStats());
      if (pc.connectionState === 'failed') this.#lose();
    };
    const { camera, screen } = this.#options.local;
    if (camera) for (const track of camera.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [camera] });
    const screenTrack = screen?.getVideoTracks()[0];
    if (screen && screenTrack) this.#screenSender = pc.addTransceiver(screenTrack, { direction: 'sendonly', streams: [screen] }).sender;
  }

  /** Offers the publisher connection to Janus, naming which stream is the screen, and takes its answer. */
  #negotiatePublisher(): Promise<void> {
    const next = this.#publishing.then(async () => {
      const pc = this.#sender;
      const publisher = this.#publisher;
      if (!pc || !publisher || this.#closed) return;
      await pc.setLocalDescription(await pc.createOffer());
      const screenMid = pc.getTransceivers().find((transceiver) => transceiver.sender === this.#screenSender && this.#screenSender)?.mid;
      const { jsep } = await publisher.message({ request: 'configure', descriptions: screenMid ? [{ mid: screenMid, description: SCREEN }] : [] }, plain(pc.localDescription));
      if (jsep && !this.#closed) await pc.setRemoteDescription(jsep);
      const camera = cameraSenderOf(pc, this.#screenSender);
      if (camera && this.#quality !== 'full') await sendCameraAs(camera, this.#quality);
    });
    this.#publishing = next.catch(() => undefined);
    return next;
  }

  #heardByPublisher(message: JanusMessage): void {
    if (message.janus === 'trickle') return void this.#addCandidate(this.#sender, message);
    if (message.janus === 'hangup' || message.janus === 'detached') return this.#lose();
    const data = message.plugindata?.data;
    if (!data || data.videoroom !== 'event') return;
    if (Array.isArray(data.publishers)) this.#addPublishers(data.publishers as Publisher[]);
    // Somebody else stopped publishing or left; this side's own leaving (kicked) comes with the room's news of its removal.
    const gone = data.unpublished ?? data.leaving;
    if (typeof gone === 'number' && this.#publishers.delete(gone)) this.#options.changed();
  }

  /** New publishers, or new streams of one (a screen shared), are subscribed to. */
  #addPublishers(publishers: Publisher[]): void {
    for (const publisher of publishers) {
      if (publisher.id === this.#join?.publisherId) continue;
      this.#publishers.set(publisher.id, publisher);
    }
    this.#subscribing = this.#subscribing.then(() => this.#subscribeToNew()).catch(() => this.#lose());
    this.#options.changed();
  }

  async #subscribeToNew(): Promise<void> {
    const join = this.#join;
    const session = this.#session;
    if (!join || !session || this.#closed) return;
    const have = new Set([...this.#subscribed.values()].filter((stream) => stream.active !== false).map((stream) => `${stream.feed_id}:${stream.feed_mid}`));
    const wanted = [...this.#publishers.values()].flatMap((publisher) =>
      (publisher.streams ?? []).filter((stream) => !stream.disabled && stream.type !== 'data' && !have.has(`${publisher.id}:${stream.mid}`)).map((stream) => ({ feed: publisher.id, mid: stream.mid })),
    );
    if (wanted.length === 0) return;
    if (!this.#subscriber) {
      this.#subscriber = await session.attach((message) => this.#heardBySubscriber(message));
      const reply = await this.#subscriber.message({ request: 'join', ptype: 'subscriber', room: join.room, pin: join.pin, private_id: this.#privateId, streams: wanted });
      await this.#answer(reply.data, reply.jsep);
    } else {
      const reply = await this.#subscriber.message({ request: 'subscribe', streams: wanted });
      await this.#answer(reply.data, reply.jsep);
    }
  }

  #heardBySubscriber(message: JanusMessage): void {
    if (message.janus === 'trickle') return void this.#addCandidate(this.#receiver, message);
    const data = message.plugindata?.data;
    // Janus offers again by itself when a publisher it forwards goes.
    if (data?.videoroom === 'updated' && message.jsep) {
      const jsep = message.jsep;
      this.#subscribing = this.#subscribing.then(() => this.#answer(data, jsep)).catch(() => this.#lose());
    }
  }

  /** Takes Janus's offer of the subscription and answers it, noting which of its mids carries what. */
  async #answer(data: Record<string, unknown>, offer: RTCSessionDescriptionInit | undefined): Promise<void> {
    if (Array.isArray(data.streams)) this.#subscribed = new Map((data.streams as SubscribedStream[]).map((stream) => [stream.mid, stream]));
    const subscriber = this.#subscriber;
    if (!offer || !subscriber || this.#closed) return this.#options.changed();
    const pc = this.#receiver ?? this.#makeReceiver();
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await subscriber.message({ request: 'start' }, plain(pc.localDescription));
    // New mids are sent by default: held again if the choice of video says so.
    for (const mid of this.#receiving.keys()) if (!this.#subscribed.has(mid)) this.#receiving.delete(mid);
    await this.#receiveAsChosen();
    this.#options.changed();
  }

  #makeReceiver(): RTCPeerConnection {
    const pc = new RTCPeerConnection(this.#ice);
    this.#receiver = pc;
    pc.onicecandidate = ({ candidate }) => this.#subscriber?.trickle(candidate);
    pc.onconnectionstatechange = () => this.#options.changed();
    pc.ontrack = ({ track, transceiver }) => {
      if (transceiver.mid) this.#tracks.set(transceiver.mid, track);
      track.addEventListener('ended', () => this.#options.changed());
      this.#options.changed();
    };
    return pc;
  }

  async #addCandidate(pc: RTCPeerConnection | null, message: JanusMessage): Promise<void> {
    const candidate = (message as { candidate?: RTCIceCandidateInit & { completed?: boolean } }).candidate;
    if (!pc || !candidate || pc.signalingState === 'closed') return;
    await pc.addIceCandidate(candidate.completed ? undefined : candidate).catch(() => undefined);
  }

  #lose(): void {
    if (this.#closed) return;
    const known = this.known();
    this.clear();
    this.#options.lost(known);
  }
}
