import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ConversationReply } from '@sahaya/contract/chats/schemas';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { getConversation } from '../api/get-conversation.ts';
import { chatKeys } from '../api/keys.ts';
import { hasUnreadFor, markReadBy, mergeMessages, withMessages } from '../utils/messages.ts';

/** How long the other party shows as typing after their last keystroke was heard (spec 2 §4, §9). */
export const TYPING_TIMEOUT_MS = 2000;

interface LiveConversation {
  /** Whether the other party is typing now. */
  otherTyping: boolean;
  /** Whether the live connection is up; while it is down, messages still send and are fetched on return. */
  connected: boolean;
  /** 'Authentication failed!' when the server refused the connection's token even after the session's one refresh (spec 2 §8). */
  authError: string | null;
  /** The other party's messages that arrived live, for the page's announcements. */
  arrivals: ChatMessage[];
  /** Tells the other party this person is typing; stops by itself after 2 s without a call. */
  typed: () => void;
  /** Tells the other party this person stopped typing (after sending). */
  stoppedTyping: () => void;
}

/**
 * Keeps a conversation live while its panel is open: joins the request's room on every
 * (re)connect and fetches what was sent after the last message held, so nothing sent while the
 * connection was down is missed; adds each `new-message`; shows the other party typing; flips
 * the ticks on `messagesReadUpdate`; and marks the other party's messages read while the page is
 * in view. Leaves the room when the panel closes, so messages then become notifications.
 */
export function useLiveConversation(
  requestId: string,
  me: string,
  other: string | null,
  messages: ChatMessage[] | undefined,
): LiveConversation {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<LiveSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [authFailures, setAuthFailures] = useState(0);
  const authFailedText = useRef('');
  const isAuthRefusal = useRef<(error: Error) => boolean>(() => false);
  const [otherTyping, setOtherTyping] = useState(false);
  const [arrivals, setArrivals] = useState<ChatMessage[]>([]);
  const joined = useRef(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ownTypingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reading = useRef(false);
  /** The last message held when the connection dropped; what came after it is fetched on return. */
  const resumeAfter = useRef<string | undefined>(undefined);
  const loaded = messages !== undefined;

  const update = useCallback(
    (change: (conversation: ConversationReply | undefined) => ConversationReply | undefined) =>
      queryClient.setQueryData<ConversationReply>(chatKeys.conversation(requestId), change),
    [queryClient, requestId],
  );
  const held = useCallback(
    () => queryClient.getQueryData<ConversationReply>(chatKeys.conversation(requestId))?.messages,
    [queryClient, requestId],
  );

  const markRead = useCallback(() => {
    const list = held();
    if (!socket?.connected || !joined.current || reading.current || !list || !hasUnreadFor(list, me)) return;
    if (document.visibilityState !== 'visible') return;
    reading.current = true;
    socket.emit('messagesRead', { requestId }, () => {
      reading.current = false;
    });
  }, [held, socket, requestId, me]);

  // The socket's code is loaded once the chat is drawn; the messages themselves come from the API.
  useEffect(() => {
    let active = true;
    void import('../../../lib/api/socket.ts').then((live) => {
      if (!active) return;
      authFailedText.current = live.SOCKET_AUTH_FAILED;
      isAuthRefusal.current = live.isAuthRefusal;
      setSocket(live.getSocket());
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!socket || !loaded) return;

    const catchUp = async () => {
      const list = held() ?? [];
      // After the last message held when the connection dropped: one sent from here while it was
      // down is later than what the other party sent meanwhile, so it cannot be the mark.
      let last = resumeAfter.current ?? list.at(-1)?._id;
      try {
        // Page after page, however much was missed.
        for (let more = true; more; ) {
          const missed = await getConversation(requestId, { after: last });
          // The retention comes along too: the chat may have been removed while this page was away.
          // A list that held nothing now holds the chat's newest messages, with any before them.
          const earlier = last === undefined ? missed.earlier : undefined;
          update(
            (current) =>
              current && {
                ...current,
                messages: mergeMessages(current.messages, missed.messages),
                retention: missed.retention,
                earlier: earlier ?? current.earlier,
              },
          );
          last = missed.messages.at(-1)?._id ?? last;
          more = missed.later && missed.messages.length > 0;
        }
        resumeAfter.current = undefined;
      } catch {
        // The next reconnect tries again; meanwhile the list holds what it had.
      }
      markRead();
    };
    const join = () => {
      socket.emit('join-conversation', requestId, (ack) => {
        joined.current = ack.ok;
        setConnected(ack.ok);
        if (ack.ok) void catchUp();
      });
    };
    const onConnect = () => {
      setAuthFailures(0);
      join();
    };
    // The tab's session refreshes an expired token once and connects again (app/live-session.tsx);
    // only a refusal after that is a failure worth telling.
    const onConnectError = (error: Error) => {
      if (isAuthRefusal.current(error)) setAuthFailures((n) => n + 1);
    };
    const onDisconnect = () => {
      resumeAfter.current ??= held()?.at(-1)?._id;
      joined.current = false;
      setConnected(false);
      setOtherTyping(false);
    };
    const onMessage = (message: ChatMessage) => {
      if (message.requestId !== requestId) return;
      update(withMessages([message]));
      if (message.sender === other) {
        setOtherTyping(false);
        setArrivals((list) => [...list.slice(-9), message]);
      }
    };
    const onTyping = ({ userId, requestId: about, isTyping }: { userId: string; requestId: string; isTyping: boolean }) => {
      if (about !== requestId || userId !== other) return;
      clearTimeout(typingTimer.current);
      setOtherTyping(isTyping);
      // A lost "stopped" must not leave the indicator on for ever.
      if (isTyping) typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_TIMEOUT_MS);
    };
    const onRead = ({ userId, requestId: about }: { userId: string; requestId: string }) => {
      if (about === requestId) update((current) => current && { ...current, messages: markReadBy(current.messages, userId) });
    };

    socket.on('connect', onConnect);
    socket.on('connect_error', onConnectError);
    socket.on('disconnect', onDisconnect);
    socket.on('new-message', onMessage);
    socket.on('user-typing', onTyping);
    socket.on('messagesReadUpdate', onRead);
    if (socket.connected) join();
    return () => {
      socket.off('connect', onConnect);
      socket.off('connect_error', onConnectError);
      socket.off('disconnect', onDisconnect);
      socket.off('new-message', onMessage);
      socket.off('user-typing', onTyping);
      socket.off('messagesReadUpdate', onRead);
      clearTimeout(typingTimer.current);
      if (joined.current && socket.connected) socket.emit('leave-conversation', requestId, () => undefined);
      joined.current = false;
    };
  }, [socket, loaded, requestId, other, held, update, markRead]);

  // What arrives while the chat is in view is read; what arrived while the page was hidden, once it is shown.
  useEffect(() => {
    markRead();
  }, [messages, connected, markRead]);
  useEffect(() => {
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  const sendTyping = useCallback(
    (isTyping: boolean) => {
      if (socket?.connected && joined.current) socket.emit('typing', { requestId, isTyping }, () => undefined);
    },
    [socket, requestId],
  );

  const typed = useCallback(() => {
    if (ownTypingTimer.current === undefined) sendTyping(true);
    clearTimeout(ownTypingTimer.current);
    ownTypingTimer.current = setTimeout(() => {
      ownTypingTimer.current = undefined;
      sendTyping(false);
    }, TYPING_TIMEOUT_MS);
  }, [sendTyping]);

  const stoppedTyping = useCallback(() => {
    if (ownTypingTimer.current === undefined) return;
    clearTimeout(ownTypingTimer.current);
    ownTypingTimer.current = undefined;
    sendTyping(false);
  }, [sendTyping]);

  useEffect(() => () => clearTimeout(ownTypingTimer.current), []);

  return { otherTyping, connected, authError: authFailures > 1 && !connected ? authFailedText.current : null, arrivals, typed, stoppedTyping };
}
