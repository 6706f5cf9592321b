/**
 * Socket.IO on the same HTTP server as the API, at /socket.io. A socket authenticates with its
 * access token (`handshake.auth.token`) and is put in its person's room before the connection
 * completes, so anything sent to the person reaches it from its first moment, and it may emit at
 * once. A refused connection carries its code in the error's `data`: `UNAUTHENTICATED` for a token
 * that is no good, `UNAVAILABLE` when the database could not be asked, which must not sign anybody
 * out. With REDIS_URL the Redis adapter carries emits between nodes.
 *
 * Modules use the socket through `app.live` only: `emitTo` a person or `emitToRoom` a room a
 * handler joined its socket to, `endSessions` of a person or
 * `endSession` of one sign-in, and `on` to handle a client event — its payload checked against the
 * contract, its ack always `{ ok: true, ... }` or `{ ok: false, message, code }`.
 *
 * One socket's events are handled one at a time, in the order they came, so what a socket relays
 * (a call's answer, then its candidates) reaches the other end in the order it was sent.
 *
 * A socket lives no longer than what let it in. It is closed when its access token expires (the
 * client connects again with a fresh one), and each client event first checks again that its
 * session is live, so a socket whose session ended on a node it never heard from can do nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { sessionEndMessages, sessionRevoked, type SessionEndReason } from '@sahaya/contract/auth/events';
import { errorMessage } from '@sahaya/contract/error-codes';
import type { Language } from '@sahaya/contract/i18n/languages';
import {
  SOCKET_AUTH_FAILED,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketRefusal,
} from '@sahaya/contract/events';
import type { Ack, ClientEvent, ServerEvent } from '@sahaya/contract/socket';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import { AppError } from '../../errors.ts';
import { errorText, issueText } from '../../lib/i18n.ts';
import { readingLanguage } from '../../lib/reading-language.ts';
import type { AuthContext } from '../http/auth.ts';
import type { EndedSessions } from '../http/session-cache.ts';
import { startLiveNodes } from './live-nodes.ts';
import { isRedisUnavailable, redisOptions, subscriberOptions } from './redis.ts';

export interface SocketData {
  auth: AuthContext;
}

/** What the nodes tell each other: that the sessions of a person, or one session, have ended. */
interface NodeEvents {
  forgetSessions(target: EndedSessions): void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;

/** Handles one client event for the socket that sent it; throws an AppError to refuse. */
export type EventHandler<E extends ClientEvent> = (
  socket: LiveSocket,
  payload: z.output<E['payload']>,
) => Promise<z.output<E['reply']>>;

export interface Live {
  /** Sends a server event to every socket of a person, on every node. */
  emitTo<E extends ServerEvent>(userId: string, event: E, payload: z.output<E['payload']>): void;
  /** Takes every socket of `target` (a room, or a socket's id) out of `rooms`, on every node. */
  leaveRooms(target: string, rooms: string[]): void;
  /** Sends a server event to every socket in a room, on every node; `except` leaves the sender out. */
  emitToRoom<E extends ServerEvent>(room: string, event: E, payload: z.output<E['payload']>, except?: LiveSocket): void;
  /**
   * Tells every open socket of a person that their session has ended, with the reason to show,
   * and closes it, on any node. The session that caused the change (a password change, a
   * deletion) may be kept: that tab carries on or leaves by itself.
   */
  endSessions(userId: string, options: { reason: SessionEndReason; keepSessionId?: string }): Promise<void>;
  /** The same for the sockets of one session, on any node: its sign-out, or a stolen token's. */
  endSession(sessionId: string, options: { reason: SessionEndReason }): Promise<void>;
  /** Registers the handler of a client event; call it while the app is being built. */
  on<E extends ClientEvent>(event: E, handler: EventHandler<E>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeServer;
    live: Live;
  }
}

const personRoom = (userId: string) => `user:${userId}`;
/** Each socket is also in the room of its session, so one session can be spared when the others end. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A refusal of a connection, with the code the client branches on in its `data`: a token that is no
 * good, or a database that could not be asked (the client keeps its session and connects again).
 */
function refusal(code: SocketRefusal['code']): Error & { data: SocketRefusal } {
  const message = code === 'UNAUTHENTICATED' ? SOCKET_AUTH_FAILED : errorMessage(code);
  return Object.assign(new Error(message), { data: { code } });
}

/**
 * The failed ack of an error a handler did not expect: a database or Redis away for a moment, which
 * the client tries again after, or a fault; in the language of the socket's handshake, as every
 * failed ack.
 */
const faultAck = (error: unknown, language: Language): Ack =>
  isDatabaseUnavailable(error) || isRedisUnavailable(error)
    ? { ok: false, message: errorText(language, 'UNAVAILABLE'), code: 'UNAVAILABLE' }
    : { ok: false, message: errorText(language, 'INTERNAL'), code: 'INTERNAL' };

/**
 * The adapter publishes without waiting for Redis' answer. A publish that fails (Redis away, or this
 * node closing while a handler still emits) would be an unhandled rejection, which ends the
 * process; it is dropped instead, and counted with the other commands that failed for want of Redis
 * (`app.redisHealth`), whose outage is logged once.
 */
function dropFailedPublishes(client: Redis): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  client.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  }) as Redis['publish'];
}

async function realtimePlugin(app: FastifyInstance) {
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });

  if (app.redis) {
    // The adapter is loaded only with Redis, so a single node does not pay for its code at start. It
    // is loaded before the connections are made: the subscriber's SUBSCRIBE must be queued before the
    // connection opens, or it races ioredis' own ready check and the connection refuses that check.
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = app.redis.duplicate(redisOptions);
    const sub = app.redis.duplicate(subscriberOptions);
    // Their outages are Redis' outages: logged once, with the main connection's, when it goes and comes back.
    for (const client of [pub, sub]) app.redisHealth.watch(client);
    dropFailedPublishes(pub);
    io.adapter(createAdapter(pub, sub));
    // The adapter subscribes without waiting for Redis' answer, so a node closed before that answer
    // would leave the subscription's promise to fail unheard. Redis answers in order: once this ping
    // is answered, the subscriptions are in place.
    await sub.ping();
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }
  const liveNodes = app.redis ? startLiveNodes(app.redis) : null;
  // Before Redis closes, so the node's goodbye reaches it.
  if (liveNodes) app.addHook('preClose', () => liveNodes.stop());
  app.decorate('liveNodes', liveNodes);

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    app
      .verifyAccessToken(typeof token === 'string' ? token : undefined)
      .then(async (auth) => {
        if (!auth) return next(refusal('UNAUTHENTICATED'));
        socket.data.auth = auth;
        await socket.join([personRoom(auth.userId), sessionRoom(auth.sessionId)]);
        const expiry = setTimeout(() => socket.disconnect(true), auth.tokenExpiresAt - Date.now());
        socket.once('disconnect', () => clearTimeout(expiry));
        return next();
      })
      .catch((err: unknown) => {
        // The token could not be checked, which says nothing about it: the client keeps its session
        // and tries again. A database away is expected now and then; anything else is a fault.
        if (isDatabaseUnavailable(err)) app.databaseHealth.unavailable(err);
        else app.log.error({ err }, 'A socket could not be authenticated');
        next(refusal('UNAVAILABLE'));
      });
  });

  /**
   * Tells the sockets the reason their session ended, then closes them. Two broadcasts rather than
   * a fetch of every node's sockets: a fetch waits for every node subscribed to Redis to answer, so
   * one slow or closing node would keep the others' sockets open. Redis delivers both in the order
   * they were sent, so the reason arrives before the close.
   */
  const end = (sockets: ReturnType<RealtimeServer['in']>, reason: SessionEndReason) => {
    sockets.emit(sessionRevoked.name, { code: reason, message: sessionEndMessages[reason]() });
    sockets.disconnectSockets(true);
  };

  /**
   * Forgets ended sessions this node found live lately, and has every other node forget them: its
   * next request asks the database. The sessions that stay (a password changed from one of them)
   * are read again too, which costs a query and keeps this simple.
   */
  const forget = (target: EndedSessions) => {
    app.sessionCache.forget(target);
    // Alone (no Redis), there is nobody to tell, and Socket.IO's own adapter would warn on the console.
    if (app.redis) io.serverSideEmit('forgetSessions', target);
  };
  io.on('forgetSessions', (target) => app.sessionCache.forget(target));

  const handlers = new Map<string, { event: ClientEvent; handler: EventHandler<ClientEvent> }>();

  io.on('connection', (socket) => {
    /**
     * The socket's events, handled one after another in the order they came. Each first asks the
     * database about its session, and those answers come back in any order: handled side by side, a
     * peer's ICE candidates could be relayed before the answer they belong to. An event whose
     * handler fails is answered and the next one goes on.
     */
    let queue: Promise<void> = Promise.resolve();
    // A failed ack is worded in the language an HTTP reply to the same page would be: the page's
    // language cookie, sent with the handshake, else its Accept-Language.
    const { headers } = socket.handshake;
    const language = readingLanguage({ headers, cookies: headers.cookie ? app.parseCookie(headers.cookie) : {} });
    for (const [name, { event, handler }] of handlers) {
      const handle = async (payload: unknown, answer: (reply: Ack) => void) => {
        // A socket closed while its events waited has nobody to answer, and joining a room now would
        // leave it there with no disconnect to take it out.
        if (socket.disconnected) return;
        const parsed = event.payload.safeParse(payload);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]?.message;
          return answer({ ok: false, message: issue ? issueText(language, issue) : errorText(language, 'VALIDATION'), code: 'VALIDATION' });
        }
        try {
          const auth = await app.recheckSession(socket.data.auth);
          if (!auth) {
            answer({ ok: false, message: errorText(language, 'SESSION_EXPIRED'), code: 'SESSION_EXPIRED' });
            end(io.to(socket.id), 'SESSION_EXPIRED');
            return;
          }
          socket.data.auth = auth;
          answer({ ok: true, ...((await handler(socket, parsed.data)) as object) });
        } catch (error) {
          if (error instanceof AppError) return answer({ ok: false, message: errorText(language, error.code, error.params), code: error.code });
          // The database or Redis away is counted by its health and logged once for the whole outage.
          if (isDatabaseUnavailable(error)) app.databaseHealth.unavailable(error);
          else if (!isRedisUnavailable(error)) app.log.error({ err: error, event: name }, 'Socket event failed');
          answer(faultAck(error, language));
        }
      };
      // Socket.IO's typed maps cannot be indexed by a name known only at run time.
      (socket as unknown as Socket).on(name, (payload: unknown, ack?: unknown) => {
        const answer = typeof ack === 'function' ? (ack as (reply: Ack) => void) : () => undefined;
        queue = queue
          .then(() => handle(payload, answer))
          .catch((err: unknown) => app.log.error({ err, event: name }, 'Socket event failed'));
      });
    }
  });

  const live: Live = {
    emitTo(userId, event, payload) {
      try {
        // Socket.IO's typed maps cannot be indexed by a name known only at run time.
        (io.to(personRoom(userId)) as unknown as { emit(name: string, payload: unknown): void }).emit(event.name, payload);
      } catch (err) {
        app.log.warn({ err, event: event.name }, 'A socket event could not be sent');
      }
    },
    leaveRooms(target, rooms) {
      io.in(target).socketsLeave(rooms);
    },
    emitToRoom(room, event, payload, except) {
      try {
        // Socket.IO's typed maps cannot be indexed by a name known only at run time.
        (((except ? except.to(room) : io.to(room)) as unknown) as { emit(name: string, payload: unknown): void }).emit(event.name, payload);
      } catch (err) {
        app.log.warn({ err, event: event.name }, 'A socket event could not be sent');
      }
    },
    async endSessions(userId, { reason, keepSessionId }) {
      forget({ userId });
      const person = io.in(personRoom(userId));
      end(keepSessionId ? person.except(sessionRoom(keepSessionId)) : person, reason);
    },
    async endSession(sessionId, { reason }) {
      forget({ sessionId });
      end(io.in(sessionRoom(sessionId)), reason);
    },
    on(event, handler) {
      handlers.set(event.name, { event, handler: handler as EventHandler<ClientEvent> });
    },
  };

  app.decorate('realtime', io);
  app.decorate('live', live);
  // Sockets are closed before the HTTP server stops, so shutdown does not wait on open connections.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth', 'redis'] });
