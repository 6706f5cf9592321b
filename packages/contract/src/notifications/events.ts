/** The notification events of the socket (spec 1 §4). */
import { z } from 'zod';
import { clientEvent, serverEvent } from '../socket.ts';
import { notification } from './schemas.ts';

/** A notification stored for the person, pushed to every socket of theirs. */
export const newNotification = serverEvent('new-notification', notification);

/**
 * The client "joins a notification room with its user id" (spec 1 §4): the id itself or
 * `{ userId }`. The server put the socket in that room as it connected, so the event only
 * confirms it for the person's own id and refuses any other.
 */
export const joinNotificationRoom = clientEvent('join', z.union([z.string(), z.object({ userId: z.string() })]));
