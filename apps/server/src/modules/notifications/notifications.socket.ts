/**
 * The notification room on the socket. The realtime plugin puts every socket in its own person's
 * room at connect, which is the only room it may be in; the spec's client also asks to join "a
 * notification room with its user id", so that request is acknowledged for its own id and refused
 * for anybody else's, without joining anything.
 */
import type { FastifyInstance } from 'fastify';
import { joinNotificationRoomEvent, type JoinNotificationRoomAck } from '@sahaya/contract/notifications';
import { userRoom, type SocketData } from '../../plugins/realtime.ts';

export function registerNotificationSocket(app: FastifyInstance): void {
  app.realtime.on('connection', (socket) => {
    const { userId } = (socket.data as SocketData).auth;
    socket.on(joinNotificationRoomEvent, (requested: unknown, ack?: unknown) => {
      // Clients send the id itself or `{ userId }`.
      const asked = typeof requested === 'object' && requested !== null ? (requested as { userId?: unknown }).userId : requested;
      const ok = asked === userId;
      if (ok) void socket.join(userRoom(userId));
      const reply: JoinNotificationRoomAck = { ok };
      if (typeof ack === 'function') (ack as (r: JoinNotificationRoomAck) => void)(reply);
    });
  });
}
