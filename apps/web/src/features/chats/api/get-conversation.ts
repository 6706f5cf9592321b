import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversation } from '@sahaya/contract/chats/endpoints';
import type { ConversationReply } from '@sahaya/contract/chats/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { chatKeys } from './keys.ts';

/**
 * A request's messages, oldest first (GET /api/chats/conversations/{id}/messages), with how long
 * the chat is kept after completion; `after` a message id, only the later ones, which is how a
 * reconnected chat catches up.
 */
export function getConversation(requestId: string, after?: string): Promise<ConversationReply> {
  return call(conversation, { params: { requestId }, query: { after } });
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
