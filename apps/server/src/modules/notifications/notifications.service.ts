/**
 * Notifications: other modules call `notify` to tell a person something; it stores the
 * notification and pushes it to the person's sockets on every node. The list and the read/clear
 * calls touch only the caller's own rows.
 */
import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socketEvents } from '@sahaya/contract/events';
import { notificationMessages } from '@sahaya/contract/messages';
import type {
  ListNotificationsQuery,
  ListNotificationsReply,
  Notification,
  NotificationChangeReply,
} from '@sahaya/contract/notifications';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { userRoom } from '../../plugins/realtime.ts';

type NotificationRow = typeof notifications.$inferSelect;

export interface NotifyInput {
  userId: string;
  type: 'message' | 'system';
  content: string;
  requestId?: string | null;
  media?: string[];
}

export function toNotification(row: NotificationRow): Notification {
  const createdAt = row.createdAt.toISOString();
  return {
    _id: row.id,
    type: row.type,
    content: row.content,
    requestId: row.requestId,
    media: row.media,
    read: row.read,
    createdAt,
    timestamp: createdAt,
  };
}

/**
 * Stores a notification and emits `new-notification` to the recipient's room. The row is the
 * record: a push that fails (nobody connected, Redis away) is only logged, since the bell
 * fetches the list again when it opens.
 */
export async function notify(app: FastifyInstance, input: NotifyInput): Promise<Notification> {
  const [row] = await app.db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      content: input.content,
      requestId: input.requestId ?? null,
      media: input.media ?? [],
    })
    .returning();
  if (!row) throw new Error('Notification insert returned no row');
  const notification = toNotification(row);
  try {
    app.realtime.to(userRoom(input.userId)).emit(socketEvents.newNotification, notification);
  } catch (err) {
    app.log.warn({ err }, 'Notification could not be pushed');
  }
  return notification;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    // A literal `not read` (not a bound `read = false`) lets the planner use the partial unread index.
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`));
  return row?.n ?? 0;
}

/**
 * A page of a person's notifications, newest first, with one row more than asked to tell whether
 * another page follows: keyset-paged on (created_at, id) after `cursor`, or by page number. The
 * cursor is the id of the last row shown; its position is read from the table, so no timestamp
 * round trip through JavaScript (milliseconds) can skip rows stored with microseconds. The order is
 * that of `notifications_user_created_idx`, so a page is read off it without sorting all of the
 * person's notifications. The tests read its plan.
 */
export function notificationPage(db: Db, userId: string, query: ListNotificationsQuery) {
  const mine = eq(notifications.userId, userId);
  let where = mine;
  let offset = 0;
  if (query.cursor) {
    const position = sql`(select ${notifications.createdAt} from ${notifications} where ${notifications.id} = ${query.cursor} and ${notifications.userId} = ${userId})`;
    where = and(
      mine,
      or(
        lt(notifications.createdAt, position),
        and(eq(notifications.createdAt, position), lt(notifications.id, query.cursor)),
      ),
    )!;
  } else {
    offset = (query.page - 1) * query.limit;
  }
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(newestFirst(notifications.createdAt), newestFirst(notifications.id))
    .limit(query.limit + 1)
    .offset(offset);
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: ListNotificationsQuery,
): Promise<ListNotificationsReply> {
  const [rows, unread] = await Promise.all([notificationPage(db, userId, query), unreadCount(db, userId)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    success: true,
    data: page.map(toNotification),
    unreadCount: unread,
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}

export async function markRead(db: Db, userId: string, id: string): Promise<NotificationChangeReply> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationMessages.notFound);
  return { success: true, message: notificationMessages.markedRead, unreadCount: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: string): Promise<NotificationChangeReply> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`));
  return { success: true, message: notificationMessages.allMarkedRead, unreadCount: 0 };
}

export async function clearOne(db: Db, userId: string, id: string): Promise<NotificationChangeReply> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationMessages.notFound);
  return { success: true, message: notificationMessages.cleared, unreadCount: await unreadCount(db, userId) };
}

export async function clearAll(db: Db, userId: string): Promise<NotificationChangeReply> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  return { success: true, message: notificationMessages.allCleared, unreadCount: 0 };
}
