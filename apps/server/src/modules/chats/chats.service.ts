/**
 * The chat of an assistance request (spec 2 §4, §7): its two parties, the requester and the
 * volunteer, write while the request is approved; before, there is nobody to write to, and after
 * completion the chat can be read but not written to. Everything about the people comes from the
 * request, never from what a client claims. A message is stored before it is sent live, so a
 * client that missed it while away fetches it (`after` its last one) and nothing is lost.
 * This module owns `chat_messages`; a request's parties come from the assistance-requests service.
 */
import { and, arrayOverlaps, asc, desc, eq, sql } from 'drizzle-orm';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import { messagesReadUpdate, newMessage } from '@sahaya/contract/chats/events';
import type { ChatMessage, ConversationQuery, SendMessageBody } from '@sahaya/contract/chats/schemas';
import { chatMediaTypes } from '@sahaya/contract/files';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { AppError } from '../../errors.ts';
import { claimKey, keepReply, type IdempotencyClaim } from '../../plugins/http/idempotency.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import { acceptedType, type SavedFile, type Storage } from '../../plugins/files/storage.ts';
import { partiesOf } from '../assistance-requests/assistance-requests.service.ts';
import { notices, noticeText } from '../notifications/notifications.service.ts';
import { personName } from '../people/people.service.ts';
import { scheduleChatDigest } from './chats.digest.ts';
import { removalOf } from './chats.retention.ts';
import type { Presence } from './presence.ts';

export interface ChatDeps {
  db: Db;
  live: Live;
  storage: Storage;
  jobs: Pick<Jobs, 'send'>;
}

/** The room of a request's conversation: its parties' sockets that have it open. */
export const conversationRoom = (requestId: string) => `chat:${requestId}`;

/** The most messages one reply holds: a longer chat is read by pages, further back `before` its first. */
export const MESSAGES_MAX = 500;

type MessageRow = typeof chatMessages.$inferSelect;

/** The two parties of a request, and whether its chat may be written to. */
export async function conversationOf(db: Db, requestId: string, userId: string) {
  const request = await partiesOf(db, requestId);
  // Anybody else is told the chat is not theirs with a 404: the web app reads a 403 as the end of the session.
  if (!request || (userId !== request.userId && userId !== request.volunteerId)) throw new AppError('NOT_CHAT_PARTY');
  const other = userId === request.userId ? request.volunteerId : request.userId;
  return { ...request, other, asVolunteer: userId === request.volunteerId };
}

/** The chat is open for writing only while the request is approved. */
function assertOpen(status: string) {
  if (status === 'pending') throw new AppError('CHAT_NOT_OPEN');
  if (status !== 'approved') throw new AppError('CHAT_CLOSED');
}

export const toMessage = (storage: Pick<Storage, 'linkTo'>, row: MessageRow): ChatMessage => ({
  _id: row.id,
  requestId: row.requestId,
  sender: row.senderId,
  receiver: row.receiverId,
  senderType: row.senderType,
  receiverType: row.receiverType,
  content: row.content,
  media: row.media.map((key) => storage.linkTo(key)),
  createdAt: row.createdAt.toISOString(),
  read: row.read,
});

/**
 * Stores a message from the caller to the other party, sends it to the conversation's room and,
 * when the receiver does not have the chat open, leaves them a notification that opens it (a job
 * enqueued in the message's transaction, run at once by this node). With an Idempotency-Key the
 * message is stored once however often it is sent.
 */
export async function send(deps: ChatDeps, presence: Presence, senderId: string, body: SendMessageBody, idempotency?: IdempotencyClaim) {
  const conversation = await conversationOf(deps.db, body.requestId, senderId);
  assertOpen(conversation.status);
  const receiverId = conversation.other;
  if (!receiverId || body.receiverId !== receiverId) throw new AppError('WRONG_RECEIVER', { field: 'receiverId' });
  const media = body.uploadedMediaUrls.map((url) => {
    const key = deps.storage.privateKeyOf(url);
    // Only files the sender attached to a chat: a link to anybody else's file is refused.
    if (!key || !deps.storage.uploadedBy(key, senderId)) throw new AppError('BAD_ATTACHMENT', { field: 'uploadedMediaUrls' });
    return key;
  });
  // Asked before the message is written, so the transaction holds no connection while Redis and
  // the sender's name are read.
  const away = !(await presence.isPresent(body.requestId, receiverId));
  const senderName = away ? ((await personName(deps.db, senderId)) ?? (conversation.asVolunteer ? 'Your volunteer' : 'The requester')) : '';
  const content = body.content.trim();
  const message = await deps.db.transaction(async (tx) => {
    await claimKey(tx, idempotency);
    const [stored] = await tx
      .insert(chatMessages)
      .values({
        requestId: body.requestId,
        senderId,
        receiverId,
        senderType: conversation.asVolunteer ? 'volunteers' : 'users',
        receiverType: conversation.asVolunteer ? 'users' : 'volunteers',
        content,
        media,
      })
      .returning();
    if (!stored) throw new Error('Chat message insert returned no row');
    // The notice is a job written with the message: both are stored or neither is, so a send that
    // failed and is tried again leaves one message and one notice. It names the sender, as the
    // bell lists the notices of every chat together.
    if (away) {
      const notice = { userId: receiverId, type: 'message' as const, text: noticeText(m.notice, senderName, content, media.length), requestId: body.requestId, media };
      await deps.jobs.send(notices, notice, { db: tx });
    }
    // The receiver is mailed what they leave unread for 10 minutes, gathered per conversation.
    await scheduleChatDigest(deps.jobs, tx, { requestId: body.requestId, receiverId });
    const sent = toMessage(deps.storage, stored);
    await keepReply(tx, idempotency, sent);
    return sent;
  });
  deps.live.emitToRoom(conversationRoom(body.requestId), newMessage, message);
  return message;
}

/**
 * A page of a request's messages, oldest first (see `conversationQuery`): its newest, or those just
 * after or before a message; whether the chat goes on before and after them; how long the chat is
 * kept after completion and, once its messages were removed, when.
 */
export async function messages(
  deps: Pick<ChatDeps, 'db' | 'storage'> & { config: Pick<Config, 'chatRetentionDays'> },
  userId: string,
  requestId: string,
  { after, before }: ConversationQuery,
) {
  await conversationOf(deps.db, requestId, userId);
  // A mark this conversation does not know reads as none.
  const mark = after ?? before;
  const [known] = mark
    ? await deps.db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.id, mark), eq(chatMessages.requestId, requestId)))
    : [];
  const forward = known !== undefined && mark === after;
  // The times are compared in the database, whose timestamps are finer than JavaScript's milliseconds.
  const at = known && sql`(select created_at, id from ${chatMessages} where id = ${known.id})`;
  const position = sql`(${chatMessages.createdAt}, ${chatMessages.id})`;
  const way = forward ? asc : desc;
  // One more than a page tells whether the chat goes on past it.
  const rows = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.requestId, requestId), at && (forward ? sql`${position} > ${at}` : sql`${position} < ${at}`)))
    .orderBy(way(chatMessages.createdAt), way(chatMessages.id))
    .limit(MESSAGES_MAX + 1);
  const more = rows.length > MESSAGES_MAX;
  const page = rows.slice(0, MESSAGES_MAX);
  if (!forward) page.reverse();
  const retention = { days: deps.config.chatRetentionDays, removed: await removalOf(deps.db, requestId) };
  return {
    messages: page.map((row) => toMessage(deps.storage, row)),
    retention,
    earlier: forward || more,
    later: forward ? more : known !== undefined,
  };
}

/**
 * Stores files attached to an open chat, each checked by its content; answers their links. An
 * upload is taken whole or not at all: every file is checked before any is stored, and a file
 * refused while storing (past the quota) takes those stored before it away again.
 */
export async function attach(deps: Pick<ChatDeps, 'db' | 'storage'>, userId: string, requestId: string, files: Buffer[]) {
  const conversation = await conversationOf(deps.db, requestId, userId);
  assertOpen(conversation.status);
  for (const data of files) acceptedType(data, chatMediaTypes, 'NOT_AN_ATTACHMENT');
  return { mediaUrls: await saveAll(deps.storage, userId, files) };
}

/** Stores the files one after the other (so the quota counts each); when one fails, removes those stored. */
async function saveAll(storage: Storage, ownerId: string, files: Buffer[]): Promise<string[]> {
  const saved: SavedFile[] = [];
  try {
    for (const data of files) {
      saved.push(await storage.save({ data, ownerId, visibility: 'private', accept: chatMediaTypes, notAccepted: 'NOT_AN_ATTACHMENT' }));
    }
  } catch (error) {
    await storage.remove(saved.map((file) => file.key));
    throw error;
  }
  return saved.map((file) => file.url);
}

/** Marks the other party's messages to the caller read, and tells the conversation. */
export async function markRead(deps: Pick<ChatDeps, 'db' | 'live'>, userId: string, requestId: string) {
  await deps.db
    .update(chatMessages)
    .set({ read: true, readAt: new Date() })
    .where(and(eq(chatMessages.requestId, requestId), eq(chatMessages.receiverId, userId), sql`not ${chatMessages.read}`));
  deps.live.emitToRoom(conversationRoom(requestId), messagesReadUpdate, { userId, requestId });
}

/**
 * The media of the messages that carry any of these files: `media && keys`, which reads
 * `chat_messages_media_idx` (GIN) rather than every message, as the sweep asks it hourly.
 */
export const mediaCarrying = (db: Db, keys: string[]) =>
  db.select({ media: chatMessages.media }).from(chatMessages).where(arrayOverlaps(chatMessages.media, keys));

/** Which of these stored files chat messages carry, for the sweep of unused files. */
export async function filesInUse(deps: Pick<ChatDeps, 'db'>, keys: readonly string[]): Promise<string[]> {
  const privateKeys = keys.filter((key) => key.startsWith('private/'));
  if (privateKeys.length === 0) return [];
  const asked = new Set(privateKeys);
  const rows = await mediaCarrying(deps.db, privateKeys);
  return rows.flatMap((row) => row.media.filter((key) => asked.has(key)));
}
