/**
 * The socket protocol of a meeting's video room (the contract's meeting:* events), for one meeting
 * on the tab's socket: joining and leaving, relaying signals to one peer, telling the others what
 * this side's tile shows, and hearing what the server and the other peers say.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@sahaya/contract/events';
import type { Peer, RoomEndReason } from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { LiveSocket } from '../../../lib/socket.ts';
import type { MediaState } from './local-media.ts';

/** How long leaving waits for the server's answer before the person is taken on anyway. */
const LEAVE_WAIT_MS = 3_000;

/** What travels in a signal: a description or a candidate, and which of the sender's streams is which. */
export interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
  streams?: { camera?: string | undefined; screen?: string | undefined };
}

/** The server's answer to a join: the peers already there and the ICE servers to reach them by, or why not. */
export type JoinAck = Parameters<Parameters<ClientToServerEvents['meeting:join']>[1]>[0];

/** What the room hears: the other peers, the server about this meeting, and the socket itself. */
export interface RoomEvents {
  peerJoined: (peer: Peer) => void;
  peerLeft: (socketId: string) => void;
  signal: (from: string, data: SignalData) => void;
  peerMedia: (socketId: string, media: MediaState) => void;
  /** The admin took this person out of the meeting, with what to tell them. */
  removed: (message: string) => void;
  /** The room closed for everyone: the host ended, cancelled or deleted the meeting. */
  ended: (reason: RoomEndReason) => void;
  disconnected: () => void;
  connected: () => void;
}

/** The events the room listens to: the server's, and the socket's own connect and disconnect. */
type Heard = ServerToClientEvents & { connect: () => void; disconnect: () => void };

/** Listens to one event; the answered function stops listening. */
function hear<E extends keyof Heard>(socket: LiveSocket, event: E, listener: Heard[E]): () => void {
  // Socket.IO's typed `on` cannot match a listener to an event name that is itself a type
  // parameter; this function's own signature does that matching for every caller.
  const emitter = socket as unknown as { on(event: E, listener: Heard[E]): unknown; off(event: E, listener: Heard[E]): unknown };
  emitter.on(event, listener);
  return () => emitter.off(event, listener);
}

export class Signalling {
  readonly #socket: LiveSocket;
  readonly #meetingId: string;
  #events: RoomEvents | null = null;

  constructor(socket: LiveSocket, meetingId: string) {
    this.#socket = socket;
    this.#meetingId = meetingId;
  }

  /** This side's id in the room, as the others know it. */
  get socketId(): string {
    return this.#socket.id ?? '';
  }

  /**
   * Resolves once the socket is connected, connecting it only if nothing else is (the tab's session
   * connects it as the page loads); fails after `timeoutMs`. Connecting again while a connection is
   * being let in made Socket.IO ask the server for a second socket on the same connection: the join
   * went through one and every later signal through the other, which was in no room, so the page
   * was refused each signal and nobody it called heard it.
   */
  connect(timeoutMs = 10_000): Promise<void> {
    const socket = this.#socket;
    return new Promise<void>((resolve, reject) => {
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
      if (!socket.active) socket.connect();
    });
  }

  /** Hands what the room hears to `events` until the answered function is called. */
  listen(events: RoomEvents): () => void {
    const socket = this.#socket;
    const meetingId = this.#meetingId;
    this.#events = events;
    const stops = [
      hear(socket, 'meeting:peer-joined', (peer) => events.peerJoined(peer)),
      hear(socket, 'meeting:peer-left', ({ socketId }) => events.peerLeft(socketId)),
      hear(socket, 'meeting:signal', ({ from, data }) => events.signal(from, data as SignalData)),
      hear(socket, 'meeting:peer-media', ({ socketId, ...media }) => events.peerMedia(socketId, media)),
      hear(socket, 'meeting:removed', (removed) => {
        if (removed.meetingId === meetingId) events.removed(removed.message);
      }),
      hear(socket, 'meeting:ended', (ended) => {
        if (ended.meetingId === meetingId) events.ended(ended.reason);
      }),
      hear(socket, 'disconnect', () => events.disconnected()),
      hear(socket, 'connect', () => events.connected()),
    ];
    return () => {
      if (this.#events === events) this.#events = null;
      for (const stop of stops) stop();
    };
  }

  /** Asks to join the room; `onAnswer` is called with the server's answer. */
  join(onAnswer: (ack: JoinAck) => void): void {
    this.#socket.emit('meeting:join', { meetingId: this.#meetingId }, onAnswer);
  }

  /** Relays a signal to one peer. */
  signal(to: string, data: SignalData): void {
    this.#socket.emit('meeting:signal', { meetingId: this.#meetingId, to, data: data as Record<string, unknown> }, this.#overWhenRefused);
  }

  /** Tells the others what this side's tile shows. */
  announceMedia(media: MediaState): void {
    this.#socket.emit('meeting:media', { meetingId: this.#meetingId, ...media }, this.#overWhenRefused);
  }

  /**
   * A signal refused because the meeting is over closes the room as its end would: the news of the
   * end may have been missed (a connection dropped just then), and nothing more can be said in it.
   */
  readonly #overWhenRefused = (ack: { ok: true } | { ok: false; code?: string }) => {
    if (!ack.ok && ack.code === 'MEETING_OVER') this.#events?.ended('ended');
  };

  /** Takes someone out of the call for good (the admin only); answers why not, or null. */
  remove(userId: string): Promise<string | null> {
    return new Promise((resolve) => {
      this.#socket.emit('meeting:remove', { meetingId: this.#meetingId, userId }, (ack) => resolve(ack.ok ? null : ack.message));
    });
  }

  /** Leaves the room; resolves once the server has taken it, or after a moment without its answer. */
  leave(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#socket.emit('meeting:leave', { meetingId: this.#meetingId }, () => resolve());
      window.setTimeout(resolve, LEAVE_WAIT_MS);
    });
  }
}
