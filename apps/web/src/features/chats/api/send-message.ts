import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage as sendMessageEndpoint } from '@sahaya/contract/chats/endpoints';
import type { ChatMessage, ConversationReply, SendMessageBody } from '@sahaya/contract/chats/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { withMessages } from '../utils/messages.ts';
import { chatKeys } from './keys.ts';

/** Stores a message for the other party (POST /api/chats/messages); the server sends it on live. */
export function sendMessage(body: SendMessageBody): Promise<ChatMessage> {
  return call(sendMessageEndpoint, { body });
}

/** Sends, and puts the stored message on the list at once: its live copy may come later, or not at all while offline. */
export function useSendMessage(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationReply>(chatKeys.conversation(requestId), withMessages([message]));
    },
  });
}
