/**
 * Janus's WebSocket API (the `janus-protocol` subprotocol), spoken directly: a session, kept alive,
 * and plugin handles on it. Each request carries a transaction; Janus answers a synchronous one with
 * `success` and an asynchronous one (a VideoRoom join, a publish, a subscription) with `ack` and then
 * an `event` of the same transaction, which is the answer the caller waits for. Events without a
 * transaction (a publisher came or went, a subscription was updated) go to their handle's listener.
 *
 * janus.js does the same with a global of its own, callbacks and webrtc-adapter; this is the part of
 * it a meeting room uses, typed, and small enough to read.
 */

/** A message from Janus, as far as the room reads it. */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
  error?: { code: number; reason: string };
}

/** Janus refused a request: its error code (or the VideoRoom's) and reason, for the console; people read the room's own words. */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Janus drops a session it has not heard from for a minute (session_timeout); the room speaks well within that. */
const KEEPALIVE_MS = 25_000;
/** A request Janus has not answered in this long is taken as lost with the connection. */
const REQUEST_TIMEOUT_MS = 15_000;

interface Pending {
  resolve: (message: JanusMessage) => void;
  reject: (error: Error) => void;
  timer: number;
}

export class JanusHandle {
  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  /** A plugin request; answers the plugin's reply (its `data`) and the description that came with it. */
  async message(body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<{ data: Record<string, unknown>; jsep?: RTCSessionDescriptionInit }> {
    const reply = await this.session.request({ janus: 'message', handle_id: this.id, body, ...(jsep ? { jsep } : {}) });
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error));
    return { data, ...(reply.jsep ? { jsep: reply.jsep } : {}) };
  }

  /** One of this side's ICE candidates, or null once it has no more. */
  trickle(candidate: RTCIceCandidate | null): void {
    this.session.send({ janus: 'trickle', handle_id: this.id, candidate: candidate ? candidate.toJSON() : { completed: true } });
  }
}

export class JanusSession {
  readonly #socket: WebSocket;
  #id = 0;
  #made = 0;
  readonly #pending = new Map<string, Pending>();
  readonly #listeners = new Map<number, (message: JanusMessage) => void>();
  #keepalive: number | undefined;
  #closed = false;

  private constructor(socket: WebSocket, onLost: () => void) {
    this.#socket = socket;
    socket.addEventListener('message', (event) => this.#take(JSON.parse(String(event.data)) as JanusMessage));
    socket.addEventListener('close', () => {
      const lost = !this.#closed;
      this.#end(new Error('The connection to the meeting server closed'));
      if (lost) onLost();
    });
  }

  /** Connects to Janus and creates a session; `onLost` runs if the connection drops later. */
  static async open(url: string, onLost: () => void): Promise<JanusSession> {
    const socket = new WebSocket(url, 'janus-protocol');
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('The meeting server cannot be reached')), { once: true });
    });
    const session = new JanusSession(socket, onLost);
    try {
      const created = await session.request({ janus: 'create' });
      session.#id = created.data?.id ?? 0;
    } catch (error) {
      session.close();
      throw error;
    }
    session.#keepalive = window.setInterval(() => session.send({ janus: 'keepalive' }), KEEPALIVE_MS);
    return session;
  }

  /** Attaches the VideoRoom plugin; `listener` hears the events Janus sends the handle on its own. */
  async attach(listener: (message: JanusMessage) => void): Promise<JanusHandle> {
    const attached = await this.request({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const id = attached.data?.id ?? 0;
    this.#listeners.set(id, listener);
    return new JanusHandle(this, id);
  }

  /** Sends a request and answers Janus's final answer to it: `success`, or the `event` after an `ack`. */
  request(message: Record<string, unknown>): Promise<JanusMessage> {
    const transaction = `t${++this.#made}`;
    return new Promise((resolve, reject) => {
      if (this.#closed) return reject(new Error('The connection to the meeting server is closed'));
      const timer = window.setTimeout(() => {
        this.#pending.delete(transaction);
        reject(new Error('The meeting server did not answer'));
      }, REQUEST_TIMEOUT_MS);
      this.#pending.set(transaction, { resolve, reject, timer });
      this.send({ ...message, transaction });
    });
  }

  /** Sends a message that needs no answer. */
  send(message: Record<string, unknown>): void {
    if (this.#closed || this.#socket.readyState !== WebSocket.OPEN) return;
    const transaction = typeof message.transaction === 'string' ? message.transaction : `t${++this.#made}`;
    this.#socket.send(JSON.stringify({ ...message, transaction, ...(this.#id ? { session_id: this.#id } : {}) }));
  }

  /** Ends the session and the connection; nothing is told of it afterwards. */
  close(): void {
    if (this.#closed) return;
    if (this.#id) this.send({ janus: 'destroy' });
    this.#end(new Error('The connection to the meeting server is closed'));
    this.#socket.close();
  }

  #take(message: JanusMessage): void {
    const pending = message.transaction ? this.#pending.get(message.transaction) : undefined;
    if (pending && message.janus !== 'ack') {
      this.#pending.delete(message.transaction!);
      window.clearTimeout(pending.timer);
      if (message.janus === 'error') pending.reject(new JanusError(message.error?.code ?? 0, String(message.error?.reason)));
      else pending.resolve(message);
      return;
    }
    if (pending || message.janus === 'ack') return;
    if (message.sender !== undefined) this.#listeners.get(message.sender)?.(message);
  }

  #end(error: Error): void {
    this.#closed = true;
    window.clearInterval(this.#keepalive);
    for (const pending of this.#pending.values()) {
      window.clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
    this.#listeners.clear();
  }
}
