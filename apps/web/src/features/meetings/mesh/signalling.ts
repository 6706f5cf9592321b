/**
 * The socket protocol of a meeting's video room (the contract's meeting:* events), for one meeting
 * on the tab's socket: joining and leaving, relaying signals to one peer, telling the others what
 * this side's tile shows, and hearing what the server and the other peers say.
 *
 * The server answers UNAVAILABLE while it cannot reach the others (its Redis away for a moment):
 * a join, a signal or a media state so refused is sent again, waiting longer each time, until it
 * goes through, and the room is told meanwhile so the page can say so. Signals wait in the order
 * they were made, as a peer must read an answer before the candidates that follow it.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@sahaya/contract/events';
import type { JanusJoin, Peer, RoomEndReason, RoomMode } from '@sahaya/contract/meetings/events';
import type { IceCandidateType } from '@sahaya/contract/meetings/schemas';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import type { MediaState } from './local-media.ts';
import type { VideoQuality } from './video-quality.ts';

/** How long leaving waits for the server's answer before the person is taken on anyway. */
const LEAVE_WAIT_MS = 3_000;

/** The first wait before trying again after UNAVAILABLE, doubled at each refusal up to the longest. */
const RETRY_FIRST_MS = 500;
const RETRY_LONGEST_MS = 8_000;

/** The server's answer to a signal or a media state. */
type RelayAck = { ok: true } | { ok: false; code?: string };

/** A signal or a media state to send, numbered in the order it was made. */
interface Relay {
  order: number;
  send: (onAnswer: (ack: RelayAck) => void) => void;
}

const refusedForNow = (ack: { ok: boolean; code?: string }) => !ack.ok && ack.code === 'UNAVAILABLE';

/** What travels in a signal: a description or a candidate, and which of the sender's streams is which. */
export interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
  streams?: { camera?: string | undefined; screen?: string | undefined };
  /** How much of the sender's camera the peer wants (video-quality.ts): told when it changes and to every new call. */
  wants?: VideoQuality;
}

/** The server's answer to a join: the peers already there and the ICE servers to reach them by, or why not. */
export type JoinAck = Parameters<Parameters<ClientToServerEvents['meeting:join']>[1]>[0];

/** What the room hears: the other peers, the server about this meeting, and the socket itself. */
export interface RoomEvents {
  peerJoined: (peer: Peer) => void;
  peerLeft: (socketId: string) => void;
  signal: (from: string, data: SignalData) => void;
  peerMedia: (socketId: string, media: MediaState) => void;
  /** The admin took this person out of the meeting. */
  removed: () => void;
  /** The room closed for everyone: the host ended, cancelled or deleted the meeting. */
  ended: (reason: RoomEndReason) => void;
  /** The room's media now travels another way (through Janus). */
  mode: (mode: RoomMode) => void;
  disconnected: () => void;
  connected: () => void;
  /** The server cannot pass this side's messages on just now and they are being tried again (true), or all went through (false). */
  waiting: (waiting: boolean) => void;
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
  /** Signals and media states the server refused for now, in the order they were made. */
  #held: Relay[] = [];
  #made = 0;
  /** The next tries of what the server refused for now (the join, the signals), and how long the one after waits. */
  #joinRetry: number | undefined;
  #retry: number | undefined;
  #wait = RETRY_FIRST_MS;
  #waiting = false;

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
        reject(new Error(m.connectionLost()));
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
        if (removed.meetingId === meetingId) events.removed();
      }),
      hear(socket, 'meeting:ended', (ended) => {
        if (ended.meetingId === meetingId) events.ended(ended.reason);
      }),
      hear(socket, 'meeting:mode', (changed) => {
        if (changed.meetingId === meetingId) events.mode(changed.mode);
      }),
      hear(socket, 'disconnect', () => {
        // The room joins again afresh, with new calls: what waited belongs to the old ones.
        this.#forget();
        events.disconnected();
      }),
      hear(socket, 'connect', () => events.connected()),
    ];
    return () => {
      if (this.#events === events) {
        this.#events = null;
        this.#forget();
      }
      for (const stop of stops) stop();
    };
  }

  /** Asks to join the room; `onAnswer` is called with the server's answer, once it is not "try again". */
  join(onAnswer: (ack: JoinAck) => void): void {
    this.#socket.emit('meeting:join', { meetingId: this.#meetingId }, (ack) => {
      if (refusedForNow(ack) && this.#events) {
        this.#joinRetry = this.#later(() => {
          this.#joinRetry = undefined;
          this.join(onAnswer);
        });
        return;
      }
      this.#wentThrough();
      onAnswer(ack);
    });
  }

  /** Relays a signal to one peer. */
  signal(to: string, data: SignalData): void {
    this.#relay((onAnswer) => this.#socket.emit('meeting:signal', { meetingId: this.#meetingId, to, data: data as Record<string, unknown> }, onAnswer));
  }

  /** Tells the others what this side's tile shows. */
  announceMedia(media: MediaState): void {
    this.#relay((onAnswer) => this.#socket.emit('meeting:media', { meetingId: this.#meetingId, ...media }, onAnswer));
  }

  /**
   * Sends at once while nothing waits; behind what waits otherwise, so nothing overtakes it. One
   * refused for now waits in its place among the others, by the order they were made in.
   */
  #relay(send: Relay['send']): void {
    const relay = { order: this.#made++, send };
    if (this.#held.length > 0) {
      this.#held.push(relay);
      return;
    }
    send((ack) => {
      if (!refusedForNow(ack)) return this.#overWhenRefused(ack);
      if (!this.#events) return;
      // Whatever waits already has its try coming, which takes this one too.
      const first = this.#held.length === 0;
      const at = this.#held.findIndex((held) => held.order > relay.order);
      this.#held.splice(at === -1 ? this.#held.length : at, 0, relay);
      if (first) this.#retry = this.#later(() => this.#sendHeld());
    });
  }

  /** Sends what waits one at a time, in order, until the server refuses again or all went through. */
  #sendHeld(): void {
    this.#retry = undefined;
    const next = this.#held[0];
    if (!next) return this.#wentThrough();
    next.send((ack) => {
      if (this.#held[0] !== next) return;
      if (refusedForNow(ack)) {
        this.#retry = this.#later(() => this.#sendHeld());
        return;
      }
      this.#held.shift();
      this.#overWhenRefused(ack);
      this.#sendHeld();
    });
  }

  /** Runs `again` after the current wait, which doubles for the next time, and tells the room it waits. */
  #later(again: () => void): number {
    const timer = window.setTimeout(again, this.#wait);
    this.#wait = Math.min(this.#wait * 2, RETRY_LONGEST_MS);
    if (!this.#waiting) {
      this.#waiting = true;
      this.#events?.waiting(true);
    }
    return timer;
  }

  #wentThrough(): void {
    if (this.#held.length > 0 || this.#retry !== undefined || this.#joinRetry !== undefined) return;
    this.#wait = RETRY_FIRST_MS;
    if (this.#waiting) {
      this.#waiting = false;
      this.#events?.waiting(false);
    }
  }

  /** Drops what waits, and the wait. */
  #forget(): void {
    window.clearTimeout(this.#retry);
    window.clearTimeout(this.#joinRetry);
    this.#retry = undefined;
    this.#joinRetry = undefined;
    this.#held = [];
    this.#wentThrough();
  }

  /**
   * A signal refused because the meeting is over closes the room as its end would: the news of the
   * end may have been missed (a connection dropped just then), and nothing more can be said in it.
   */
  readonly #overWhenRefused = (ack: { ok: true } | { ok: false; code?: string }) => {
    if (!ack.ok && ack.code === 'MEETING_OVER') this.#events?.ended('ended');
  };

  /**
   * Tells the server which kind of candidate this side's call went through, for its metrics. Sent
   * once and not tried again: a count missed is better than a call held up.
   */
  reportIceCandidate(type: IceCandidateType): void {
    this.#socket.emit('meeting:ice-candidate', { meetingId: this.#meetingId, type }, () => undefined);
  }

  /** What this side enters the meeting's Janus VideoRoom with, or the server's code for why not. */
  joinJanus(): Promise<JanusJoin | { code: string }> {
    return new Promise((resolve) => {
      this.#socket.emit('meeting:janus', { meetingId: this.#meetingId }, (ack) => {
        if (!ack.ok) return resolve({ code: ack.code });
        const { ok: _ok, ...join } = ack;
        resolve(join);
      });
    });
  }

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
