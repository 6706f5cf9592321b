/**
 * What the chat holds about one person, for the copy of their own data and their account's
 * deletion (modules/privacy). Messages are found through the conversations (requests) the person
 * is a party of, off the (request, created_at) index, rather than by sender or receiver, which
 * have no index of their own.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chats.ts';

const ofPerson = (userId: string, requestIds: readonly string[]) =>
  and(inArray(chatMessages.requestId, [...requestIds]), or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)));

/** Every message the person sent or received in these conversations, oldest first; `media` are stored files' keys. */
export async function personalDataOfChats(db: Db, userId: string, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({
      id: chatMessages.id,
      requestId: chatMessages.requestId,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      media: chatMessages.media,
      read: chatMessages.read,
      sentAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(ofPerson(userId, requestIds))
    .orderBy(asc(chatMessages.createdAt));
  return rows.map(({ senderId, ...row }) => ({ ...row, direction: senderId === userId ? ('sent' as const) : ('received' as const) }));
}

/**
 * The stored files attached to every message the person sent or received in these conversations:
 * the messages their account's deletion removes (on delete cascade), so their files go too.
 */
export async function chatFilesOf(db: Db, userId: string, requestIds: readonly string[]): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await db.select({ media: chatMessages.media }).from(chatMessages).where(ofPerson(userId, requestIds));
  return rows.flatMap((row) => row.media);
}
