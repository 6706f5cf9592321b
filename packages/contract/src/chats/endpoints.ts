/**
 * The chat of a request (spec 2 §7 "Chat"): its two parties send and read messages and attach
 * files while the request is approved; afterwards its history stays readable.
 */
import { errorBody } from '../common.ts';
import { MAX_CHAT_FILES } from '../constants.ts';
import { chatMediaTypes, mediaTypesOf } from '../files.ts';
import { endpoint } from '../http.ts';
import { chatMessage, conversationQuery, conversationReply, mediaReply, requestIdParams, sendMessageBody } from './schemas.ts';

const parties = ['user', 'volunteer'] as const;

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/chats/messages',
  access: parties,
  summary: 'Send a message to the other party of an approved request; it is stored, then sent live',
  body: sendMessageBody,
  idempotent: true,
  replies: { 201: chatMessage, 404: errorBody },
});

export const conversation = endpoint({
  method: 'GET',
  path: '/api/chats/conversations/:requestId/messages',
  access: parties,
  summary: "A page of a request's messages, oldest first: its newest, or those `after` or `before` a message id",
  params: requestIdParams,
  query: conversationQuery,
  replies: { 200: conversationReply, 404: errorBody },
});

export const uploadMedia = endpoint({
  method: 'POST',
  path: '/api/chats/media/:requestId',
  access: parties,
  summary: 'Attach files to a chat (multipart field `files`, several): images, PDF, Word or text, checked by content',
  params: requestIdParams,
  accepts: 'upload',
  upload: { field: 'files', types: mediaTypesOf(chatMediaTypes), maxFiles: MAX_CHAT_FILES },
  replies: { 200: mediaReply, 404: errorBody, 413: errorBody },
});
