/**
 * The notification room on the socket. Every socket is in its own person's room from the moment
 * it connects, and in no other person's; the spec's client still asks to join "a notification room
 * with its user id", so that request is confirmed for its own id and refused for anybody else's.
 */
import type { FastifyInstance } from 'fastify';
import { joinNotificationRoom } from '@sahaya/contract/notifications/events';
import { AppError } from '../../errors.ts';

export function notificationEvents(app: FastifyInstance): void {
  app.live.on(joinNotificationRoom, async (socket, requested) => {
    const asked = typeof requested === 'string' ? requested : requested.userId;
    if (asked !== socket.data.auth.userId) throw new AppError('FORBIDDEN');
    return {};
  });
}
