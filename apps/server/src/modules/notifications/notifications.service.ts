/**
 * Notifications: other modules call `notify` inside the transaction of the change they tell of; it
 * stores the notification with the job that delivers it (the outbox), and once the transaction
 * commits pushes it to the person's sockets on every node. The list and the read/clear calls touch
 * only the caller's own rows.
 */
import { and, count, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import { newNotification } from '@sahaya/contract/notifications/events';
import { defaultLanguage, readerLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type {
  ListNotificationsQuery,
  ListNotificationsReply,
  Notification,
  NotificationChangeReply,
} from '@sahaya/contract/notifications/schemas';
import type { Db } from '../../db/client.ts';
import { afterCommit, isTransaction } from '../../db/after-commit.ts';
import { newestFirst } from '../../db/order.ts';
import { languageOf } from '../../db/person-names.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { englishOf, storedNoticeIn, type NoticeText } from './notice-text.ts';

export { noticeDate, noticeDay, noticeText, noticeWords, type NoticeText } from './notice-text.ts';
// What other modules' mails use: the reader's choices, the frame of a topic's list mail, the unsubscribe link.
export { digestSubscribers, preferencesFor, stopMessages } from './notification-preferences.ts';
export { listMail, subjectOf } from './notifications.mail.ts';
export { unsubscribeUrl } from './unsubscribe.ts';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * What `notify` needs besides the change's transaction: the socket to push the notification, links
 * to its files, and the queue that delivers it by e-mail, push and to the family.
 */
export interface NotifyDeps {
  live: Live;
  storage: Pick<Storage, 'linkTo'>;
  jobs: Pick<Jobs, 'send'>;
}

export interface NotifyInput {
  userId: string;
  type: 'message' | 'system';
  /**
   * What it says: a contract text and its arguments (`noticeText(m.notices.accepted, name)`), which
   * each reader reads in their own language. A notice queued before notices were kept so has its
   * English `content` instead.
   */
  text?: NoticeText;
  /** Words that are no text of the contract's, kept as they are (and a notice an older server queued). */
  content?: string;
  requestId?: string | null;
  /** What a system notice is about, so it opens the right page. */
  topic?: Notification['topic'];
  /** Storage keys of the files the notification shows; each read hands out fresh links. */
  media?: string[];
}

/**
 * Notices to many people (a meeting's invitations and reminders) are jobs, one per person, written
 * in the transaction of the change: the request does not wait for them, none is lost in a crash,
 * and one that fails is tried again alone. Their handler (notifications.jobs.ts) stores each notice
 * in the transaction that ends its job.
 */
export const notices = defineQueue<NotifyInput>('notice', { batchSize: 50 });

/**
 * Each stored notice is delivered beyond the bell by a job written with it: by e-mail and push as
 * its reader chose, and to their family when it is news for them (notifications.delivery.ts).
 */
export const noticeDeliveries = defineQueue<{ notificationId: string }>('deliver-notice', { batchSize: 20 });

/** A stored notification as the API and the socket give it, its text in `language`. */
export function toNotification(row: NotificationRow, storage: Pick<Storage, 'linkTo'>, language: Language = defaultLanguage): Notification {
  const createdAt = row.createdAt.toISOString();
  return {
    _id: row.id,
    type: row.type,
    content: storedNoticeIn(language, row),
    requestId: row.requestId,
    topic: row.topic,
    media: row.media.map((key) => storage.linkTo(key)),
    read: row.read,
    createdAt,
    timestamp: createdAt,
  };
}

/**
 * Stores a notification in `db`, the transaction of the change it tells of, with the job that
 * delivers it by e-mail, push and to the family: the change, its notice and the notice's delivery
 * commit together or not at all, so neither a crash after the commit nor a notice that cannot be
 * stored leaves one without the other. Once the transaction commits, the notification (in the
 * language saved on the reader's account) goes to the reader's sockets as `new-notification`; the
 * row is the record, so a push that reaches nobody (nobody connected, Redis away) is only logged,
 * since the bell fetches the list again when it opens. Answers the notification as stored.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput, { db }: { db: Db }): Promise<Notification> {
  const [row] = await storeNotices(db, [input]);
  if (!row) throw new Error('Notification insert returned no row');
  await deps.jobs.send(noticeDeliveries, { notificationId: row.id }, { db });
  return announce(deps, db, [row])[0]!;
}

/**
 * `notify` for many notices of one change (every admin, every volunteer of a wave): the same rows,
 * delivery jobs and pushes, written in two statements however many people are told, so a change
 * that tells a thousand people does not run two thousand statements in its transaction.
 */
export async function notifyMany(
  deps: Omit<NotifyDeps, 'jobs'> & { jobs: Pick<Jobs, 'sendMany'> },
  inputs: readonly NotifyInput[],
  { db }: { db: Db },
): Promise<Notification[]> {
  if (inputs.length === 0) return [];
  const rows = await storeNotices(db, inputs);
  await deps.jobs.sendMany(noticeDeliveries, rows.map((row) => ({ notificationId: row.id })), { db });
  return announce(deps, db, rows);
}

/** Inserts the notices in one statement, each row read back with its reader's language. */
async function storeNotices(db: Db, inputs: readonly NotifyInput[]) {
  // Outside a transaction the notice would commit on its own, apart from the change it tells of.
  if (!isTransaction(db)) throw new Error('notify writes a notice in the transaction of its change');
  return db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        type: input.type,
        content: input.text ? englishOf(input.text) : (input.content ?? ''),
        messageKey: input.text?.key ?? null,
        messageArgs: input.text?.args ?? null,
        requestId: input.requestId ?? null,
        topic: input.topic ?? null,
        media: input.media ?? [],
      })),
    )
    // Each recipient's language comes with the stored row, read in the same statement.
    .returning({ ...getTableColumns(notifications), language: languageOf(notifications.userId) });
}

/** The stored notices as their readers read them, each pushed to its reader once the transaction commits. */
function announce(deps: Pick<NotifyDeps, 'live' | 'storage'>, db: Db, rows: Awaited<ReturnType<typeof storeNotices>>): Notification[] {
  return rows.map(({ language, ...stored }) => {
    const notification = toNotification(stored, deps.storage, readerLanguage(language));
    afterCommit(db, () => deps.live.emitTo(stored.userId, newNotification, notification));
    return notification;
  });
}

/**
 * How many notifications a person has not read, as a scalar subquery. A literal `not read` (not a
 * bound `read = false`) lets the planner use the partial unread index.
 */
export const unreadCountOf = (userId: string) =>
  sql`(select count(*) from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.read})`;

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
  { db, storage }: Pick<NotifyDeps, 'storage'> & { db: Db },
  userId: string,
  query: ListNotificationsQuery,
  language: Language = defaultLanguage,
): Promise<ListNotificationsReply> {
  const [rows, unread] = await Promise.all([notificationPage(db, userId, query), unreadCount(db, userId)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    success: true,
    data: page.map((row) => toNotification(row, storage, language)),
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
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return { success: true, ...said('NOTIFICATION_READ'), unreadCount: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: string): Promise<NotificationChangeReply> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`));
  return { success: true, ...said('NOTIFICATIONS_ALL_READ'), unreadCount: 0 };
}

export async function clearOne(db: Db, userId: string, id: string): Promise<NotificationChangeReply> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return { success: true, ...said('NOTIFICATION_CLEARED'), unreadCount: await unreadCount(db, userId) };
}

export async function clearAll(db: Db, userId: string): Promise<NotificationChangeReply> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  return { success: true, ...said('NOTIFICATIONS_ALL_CLEARED'), unreadCount: 0 };
}

/**
 * Removes the chat notices of these requests' conversations: each holds a copy of its message's
 * text and the keys of its files, so when the chat's messages go (its retention, or erasing a
 * party's account) its notices go with them. A request's other notices (accepted, completed) say
 * nothing from the chat and stay. Answers how many went.
 */
export async function removeChatNotices(db: Db, requestIds: readonly string[]): Promise<number> {
  if (requestIds.length === 0) return 0;
  const removed = await db.delete(notifications).where(chatNoticesOf(requestIds)).returning({ id: notifications.id });
  return removed.length;
}

/** The chat notices of these requests, found off `notifications_request_idx`; the tests read its plan. */
export const chatNoticesOf = (requestIds: readonly string[]) =>
  and(inArray(notifications.requestId, [...requestIds]), eq(notifications.type, 'message'));
