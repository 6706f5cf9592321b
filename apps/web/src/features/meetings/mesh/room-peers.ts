/**
 * The other people in a meeting's video room and the connection to each, by their socket id. A
 * newcomer calls everyone already there; those already there only answer, so a newcomer they have
 * heard of waits here until its call comes, and a call that comes before the news of its sender is
 * named once that news comes.
 */
import type { Peer } from '@sahaya/contract/meetings/events';
import type { LocalMedia, MediaState } from './local-media.ts';
import { PeerLink, type RemotePeer } from './peer-link.ts';
import type { SignalData, Signalling } from './signalling.ts';
import type { VideoQuality } from './video-quality.ts';

interface RoomPeersOptions {
  signalling: Signalling;
  local: LocalMedia;
  /** Whether the room is joined: only then are signals sent and taken. */
  live: () => boolean;
  /** Tells the room that what it shows of its peers changed. */
  changed: () => void;
  /** Told each time a connection connects, with a way to read its statistics. */
  connected?: (stats: () => Promise<RTCStatsReport>) => void;
}

export class RoomPeers {
  readonly #options: RoomPeersOptions;
  readonly #links = new Map<string, PeerLink>();
  /** Newcomers this side has heard of and whose call has not come yet. */
  readonly #announced = new Map<string, Peer>();
  /** The STUN and TURN servers the server gave with this side's join, or since, and the policy every connection follows. */
  #ice: { iceServers: RTCIceServer[]; iceTransportPolicy: RTCIceTransportPolicy } = { iceServers: [], iceTransportPolicy: 'all' };
  #quality: VideoQuality = 'full';

  constructor(options: RoomPeersOptions) {
    this.#options = options;
  }

  /** The servers and policy of the connections made from now on; the servers (fresh credentials) go to those already made too. */
  setIce(iceServers: RTCIceServer[], iceTransportPolicy: RTCIceTransportPolicy): void {
    this.#ice = { iceServers, iceTransportPolicy };
    for (const link of this.#links.values()) link.setIceServers(iceServers);
  }

  /** Calls a peer who was in the room before this side: its camera going on makes the offer. */
  call(peer: Peer): void {
    this.#link(peer).sendMedia();
  }

  /** A newcomer this side will answer: its call may have come first, and is named now. */
  announce(peer: Peer): void {
    const link = this.#links.get(peer.socketId);
    if (link) link.peer = peer;
    else this.#announced.set(peer.socketId, peer);
  }

  /** Hands a signal to the connection it is for, made now if this is the first of a call. */
  take(from: string, data: SignalData): void {
    if (!this.#options.live()) return;
    // A newcomer's call may come before the news of it: a name is filled in by `announce`.
    const link = this.#links.get(from) ?? this.#link(this.#announced.get(from) ?? { socketId: from, userId: '', name: '', isAdmin: false });
    link.handle(data);
  }

  /** A peer left: its connection closes. Answers whether there was one. */
  leave(socketId: string): boolean {
    this.#announced.delete(socketId);
    const link = this.#links.get(socketId);
    if (!link) return false;
    link.close();
    this.#links.delete(socketId);
    return true;
  }

  /** What a peer says its tile shows. Answers whether there is such a peer. */
  setMedia(socketId: string, media: MediaState): boolean {
    const link = this.#links.get(socketId);
    if (!link) return false;
    link.setMedia(media);
    return true;
  }

  /** Puts a screen just shared on every connection. */
  addScreen(track: MediaStreamTrack, screen: MediaStream): void {
    for (const link of this.#links.values()) link.addScreen(track, screen);
  }

  /** Takes the shared screen off every connection. */
  removeScreen(): void {
    for (const link of this.#links.values()) link.removeScreen();
  }

  /** This side's choice of video, told to every peer now and to each new one. */
  setQuality(quality: VideoQuality): void {
    if (quality === this.#quality) return;
    this.#quality = quality;
    for (const link of this.#links.values()) link.setQuality(quality);
  }

  /** How loud each peer was last heard, by socket id. */
  loudness(): Map<string, number> {
    return new Map([...this.#links].map(([socketId, link]) => [socketId, link.loudness()]));
  }

  /** Closes every connection and forgets every peer. */
  clear(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
    this.#announced.clear();
  }

  /** Everybody this side knows is in the room, called or not: whom the room takes along when it goes through Janus. */
  known(): Peer[] {
    return [...[...this.#links.values()].map((link) => link.peer).filter((peer) => peer.userId !== ''), ...this.#announced.values()];
  }

  /** The peers the page shows: those whose names are known. */
  remotes(): RemotePeer[] {
    return [...this.#links.values()].filter((link) => link.peer.userId !== '').map((link) => link.remote());
  }

  #link(peer: Peer): PeerLink {
    const { signalling, local, live, changed, connected } = this.#options;
    this.#announced.delete(peer.socketId);
    const link: PeerLink = new PeerLink({
      peer,
      polite: signalling.socketId < peer.socketId,
      ...this.#ice,
      connected,
      local,
      // A description says which of this side's streams is which.
      send: (data) => {
        if (!live()) return;
        const withStreams: SignalData = data.description ? { ...data, streams: { camera: local.camera?.id, screen: local.screen?.id } } : data;
        signalling.signal(link.peer.socketId, withStreams);
      },
      live,
      changed,
    });
    this.#links.set(peer.socketId, link);
    if (this.#quality !== 'full') link.setQuality(this.#quality);
    return link;
  }
}
