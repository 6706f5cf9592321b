/**
 * Socket.IO on the same HTTP server as the API, at /socket.io, as `app.realtime`. A socket
 * authenticates with its access token (`handshake.auth.token`) and joins the room `user:<id>`,
 * so any node can reach a person with `app.realtime.to(userRoom(id)).emit(...)`. With REDIS_URL
 * the Redis adapter carries those emits between nodes.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { socketEvents, type SessionRevokedPayload } from '@sahaya/contract/events';
import type { AuthContext } from './auth.ts';
import { redisOptions } from './redis.ts';

export interface SocketData {
  auth: AuthContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Server;
  }
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Tells every open socket of a person that their session has ended, with the reason to show, and
 * closes it — on any node. The session that caused the change (a password change, a deletion)
 * may be kept: that tab carries on or leaves by itself.
 */
export async function endLiveSessions(
  app: FastifyInstance,
  userId: string,
  options: { message: string; keepSessionId?: string },
): Promise<void> {
  try {
    const sockets = await app.realtime.in(userRoom(userId)).fetchSockets();
    for (const socket of sockets) {
      if (options.keepSessionId && (socket.data as SocketData).auth.sessionId === options.keepSessionId) continue;
      socket.emit(socketEvents.sessionRevoked, { message: options.message } satisfies SessionRevokedPayload);
      socket.disconnect(true);
    }
  } catch (err) {
    // The sessions are already revoked in the database, so the next request of each is refused anyway.
    app.log.warn({ err }, 'Sockets of ended sessions could not be closed');
  }
}

/** The message a client sees when its token is missing, expired or revoked. */
export const SOCKET_AUTH_FAILED = 'Authentication failed!';

async function realtimePlugin(app: FastifyInstance) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });

  if (app.redis) {
    const pub = app.redis.duplicate(redisOptions);
    const sub = app.redis.duplicate(redisOptions);
    for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err }, 'Redis adapter error'));
    io.adapter(createAdapter(pub, sub));
    // The adapter subscribes without waiting for Redis' answer, so a node closed before that answer
    // would leave the subscription's promise to fail unheard. Redis answers in order: once this ping
    // is answered, the subscriptions are in place.
    await sub.ping();
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    app
      .verifyAccessToken(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        if (!auth) return next(new Error(SOCKET_AUTH_FAILED));
        (socket.data as SocketData).auth = auth;
        return next();
      })
      .catch(() => next(new Error(SOCKET_AUTH_FAILED)));
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom((socket.data as SocketData).auth.userId));
  });

  app.decorate('realtime', io);
  // Sockets are closed before the HTTP server stops, so shutdown does not wait on open connections.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth', 'redis'] });
