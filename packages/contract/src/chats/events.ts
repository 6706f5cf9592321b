/** The chat's socket events (spec 2 §7): joining a request's conversation, typing, read receipts, new messages. */
import { z } from 'zod';
import { clientEvent, serverEvent } from '../socket.ts';
import { chatMessage } from './schemas.ts';

const requestId = z.uuid();

/** Joins the conversation of a request, as one of its two parties only. */
export const joinConversation = clientEvent('join-conversation', requestId);
export const leaveConversation = clientEvent('leave-conversation', requestId);
export const typing = clientEvent('typing', z.object({ requestId, isTyping: z.boolean() }));
/** Marks the other party's messages read. */
export const messagesRead = clientEvent('messagesRead', z.object({ requestId }));

/** Every stored message, to the conversation's room. */
export const newMessage = serverEvent('new-message', chatMessage);
export const userTyping = serverEvent('user-typing', z.object({ userId: z.string(), requestId: z.string(), isTyping: z.boolean() }));
export const messagesReadUpdate = serverEvent('messagesReadUpdate', z.object({ userId: z.string(), requestId: z.string() }));
