/**
 * The chat's socket events (spec 2 §7). A socket joins a conversation only as one of its two
 * parties; typing and read receipts go only to conversations the socket has joined, so they need
 * no database read of their own. Leaving, or the socket closing, takes it off the presence count.
 */
import type { FastifyInstance } from 'fastify';
import { joinConversation, leaveConversation, messagesRead, typing, userTyping } from '@sahaya/contract/chats/events';
import { AppError } from '../../errors.ts';
import type { LiveSocket } from '../../plugins/infrastructure/realtime.ts';
import { conversationOf, conversationRoom, markRead } from './chats.service.ts';
import type { Presence } from './presence.ts';

export function chatEvents(app: FastifyInstance, presence: Presence): void {
  /** The conversations each socket has joined. */
  const joined = new WeakMap<LiveSocket, Set<string>>();
  const conversationsOf = (socket: LiveSocket) => {
    let set = joined.get(socket);
    if (!set) {
      set = new Set();
      joined.set(socket, set);
      const owner = socket.data.auth.userId;
      socket.once('disconnect', () => {
        for (const requestId of set!) void presence.leave(requestId, owner, socket.id).catch(() => undefined);
      });
    }
    return set;
  };
  const assertJoined = (socket: LiveSocket, requestId: string) => {
    if (!joined.get(socket)?.has(requestId)) throw new AppError('NOT_CHAT_PARTY');
  };

  app.live.on(joinConversation, async (socket, requestId) => {
    await conversationOf(app.db, requestId, socket.data.auth.userId);
    const conversations = conversationsOf(socket);
    if (!conversations.has(requestId)) {
      conversations.add(requestId);
      await presence.join(requestId, socket.data.auth.userId, socket.id);
      await socket.join(conversationRoom(requestId));
    }
    return {};
  });

  app.live.on(leaveConversation, async (socket, requestId) => {
    const conversations = joined.get(socket);
    if (conversations?.delete(requestId)) {
      await socket.leave(conversationRoom(requestId));
      await presence.leave(requestId, socket.data.auth.userId, socket.id);
    }
    return {};
  });

  app.live.on(typing, async (socket, { requestId, isTyping }) => {
    assertJoined(socket, requestId);
    app.live.emitToRoom(conversationRoom(requestId), userTyping, { userId: socket.data.auth.userId, requestId, isTyping }, socket);
    return {};
  });

  app.live.on(messagesRead, async (socket, { requestId }) => {
    assertJoined(socket, requestId);
    await markRead(app, socket.data.auth.userId, requestId);
    return {};
  });
}
