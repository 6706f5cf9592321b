/** The chat of an approved assistance request between its requester and its volunteer (spec 2 §3, §5, §7). */
import { z } from 'zod';
import { id } from '../common.ts';
import { chatParties, MAX_CHAT_FILES } from '../constants.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { chatMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('chatMessages', chatMessages);

export const chatMessage = z.object({
  _id: z.string(),
  requestId: z.string(),
  /** The sender's id. */
  sender: z.string(),
  receiver: z.string(),
  senderType: z.enum(chatParties),
  receiverType: z.enum(chatParties),
  content: z.string(),
  /** Links to the attachments, good for an hour or more: they are signed again with every read. */
  media: z.array(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const CHAT_MESSAGE_MAX = 2000;

/**
 * What a client sends (spec 2 §7). The sender, the parties and their types come from the token and
 * the request; `senderType` and `receiverType` are accepted as the spec's client sends them, and
 * `receiverId` must name the other party.
 */
export const sendMessageBody = z
  .object({
    requestId: id,
    receiverId: id,
    content: z.string().max(CHAT_MESSAGE_MAX, m.tooLong).default(''),
    senderType: z.enum(chatParties).optional(),
    receiverType: z.enum(chatParties).optional(),
    uploadedMediaUrls: z.array(z.string().max(1000)).max(MAX_CHAT_FILES, m.tooManyFiles).default([]),
  })
  .refine((body) => body.content.trim() !== '' || body.uploadedMediaUrls.length > 0, { message: m.empty, path: ['content'] });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const requestIdParams = z.object({ requestId: id });

/**
 * Which of a chat's messages a reply holds, at most a page of them, oldest first: without either,
 * its newest ones; `after` a message id, the ones just after it (what a client missed while away);
 * `before` one, the ones just before it (further back in the chat). With both, `after` is read. An
 * id the chat does not know reads as none.
 */
export const conversationQuery = z.object({ after: id.optional().catch(undefined), before: id.optional().catch(undefined) });
export type ConversationQuery = z.infer<typeof conversationQuery>;

/**
 * How long the chat is kept: a completed request's messages and files are removed `days` after it
 * was completed (CHAT_RETENTION_DAYS); `removed` says when that happened to this chat, and after
 * how many days, as the setting then was.
 */
export const chatRetention = z.object({
  days: z.number().int(),
  removed: z.object({ at: z.string(), afterDays: z.number().int() }).nullable(),
});
export type ChatRetention = z.infer<typeof chatRetention>;

export const conversationReply = z.object({
  messages: z.array(chatMessage),
  retention: chatRetention,
  /** The chat has messages before the first of these: a client reads them `before` it. */
  earlier: z.boolean(),
  /** The chat has messages after the last of these: a client reads them `after` it. */
  later: z.boolean(),
});
export type ConversationReply = z.infer<typeof conversationReply>;

export const mediaReply = z.object({ mediaUrls: z.array(z.string()) });
