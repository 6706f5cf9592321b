import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversation } from '@sahaya/contract/chats/endpoints';
import type { ConversationQuery, ConversationReply } from '@sahaya/contract/chats/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { mergeMessages } from '../utils/messages.ts';
import { chatKeys } from './keys.ts';

/**
 * A page of a request's messages, oldest first (GET /api/chats/conversations/{id}/messages), with
 * how long the chat is kept after completion: its newest; `after` a message id, the ones just after
 * it, which is how a reconnected chat catches up; `before` one, the ones just before it.
 */
export function getConversation(requestId: string, from: ConversationQuery = {}): Promise<ConversationReply> {
  return call(conversation, { params: { requestId }, query: from });
}

export const conversationQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(requestId),
    queryFn: () => getConversation(requestId),
    // The socket keeps the list current and a reconnect fetches what was missed, so the list is never stale by age.
    staleTime: Infinity,
    retry: false,
  });

export function useConversation(requestId: string) {
  return useQuery(conversationQueryOptions(requestId));
}

/** Reads the page of messages before the first one held, and puts it in front of them. */
export function useEarlierMessages(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getConversation(requestId, { before }),
    onSuccess: (page) =>
      queryClient.setQueryData<ConversationReply>(
        chatKeys.conversation(requestId),
        (held) => held && { ...held, messages: mergeMessages(held.messages, page.messages), earlier: page.earlier },
      ),
  });
}
