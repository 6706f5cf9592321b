/**
 * What the chat holds about one person, for the copy of their own data and their account's
 * deletion (modules/privacy, through plugins/registries/personal-data.ts). Messages are found through the
 * conversations (requests) the person is a party of, off the (request, created_at) index, rather
 * than by sender or receiver, which have no index of their own.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';
import { assistanceRequestIdsOf } from '../assistance-requests/assistance-requests.personal-data.service.ts';
import { removeChatNotices } from '../notifications/notifications.service.ts';

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

/**
 * The chat's part of a person's data: in the copy, their messages with the files they sent; in the
 * erasure, the files of the messages the account's cascade removes, read before they go, and the
 * notices that quote those messages.
 */
export function registerChatPersonalData(personalData: PersonalData) {
  personalData.section('chatMessages', {
    read: async (db, userId) => personalDataOfChats(db, userId, await assistanceRequestIdsOf(db, userId)),
    withFiles: (messages, fileOf) =>
      Promise.all(
        messages.map(async ({ media, ...message }) => ({
          ...message,
          attachments: await Promise.all(media.map(async (key) => ({ file: await fileOf(key) }))),
        })),
      ),
  });
  personalData.erasure('chats', async (tx, person) => {
    const requestIds = await assistanceRequestIdsOf(tx, person.id);
    const files = await chatFilesOf(tx, person.id, requestIds);
    // The other party's notices of these chats quote the messages that go, and would outlive them:
    // the cascade from a removed request only unlinks a notice, and a kept one is not the person's.
    await removeChatNotices(tx, requestIds);
    return files;
  });
}
