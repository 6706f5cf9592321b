import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatMessage, ConversationReply } from '@sahaya/contract/chats/schemas';

/**
 * Adds messages to a conversation, each once (a message may come back from the send, live and
 * from a catch-up fetch), keeping the list oldest first. A known message is replaced by its
 * newer copy only to pick up its read flag, which never goes back to unread.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...list];
  const byId = new Map(list.map((message) => [message._id, message]));
  for (const message of incoming) {
    const known = byId.get(message._id);
    byId.set(message._id, known ? { ...message, read: known.read || message.read } : message);
  }
  // The sort is stable, so messages of the same millisecond keep the order they came in.
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Adds messages to a held conversation; one not loaded yet is left to its fetch, which brings them too. */
export const withMessages =
  (incoming: readonly ChatMessage[]) =>
  (conversation: ConversationReply | undefined): ConversationReply | undefined =>
    conversation && { ...conversation, messages: mergeMessages(conversation.messages, incoming) };

/** Marks read every message `readerId` has received: what a `messagesReadUpdate` says. */
export function markReadBy(list: readonly ChatMessage[], readerId: string): ChatMessage[] {
  return list.map((message) => (message.receiver === readerId && !message.read ? { ...message, read: true } : message));
}

/** Whether `userId` has messages from the other party they have not read yet. */
export const hasUnreadFor = (list: readonly ChatMessage[], userId: string) =>
  list.some((message) => message.receiver === userId && !message.read);

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);

/** The extension of an attachment's link, lower case, without its query (links are signed). */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Images are recognised by jpg, jpeg, png, gif, webp and bmp (spec 2 §5). */
export const isImageLink = (url: string) => imageExtensions.has(extensionOf(url));

const fileWords: Record<string, MessageDescriptor> = {
  pdf: msg`PDF document`,
  doc: msg`Word document`,
  docx: msg`Word document`,
  txt: msg`Text file`,
};

/** What a non-image attachment is called in its link. */
export const attachmentWord = (i18n: I18n, url: string) => i18n._(fileWords[extensionOf(url)] ?? msg`File`);
