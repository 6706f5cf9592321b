import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** The chat's query keys: one conversation per assistance request. */
export const chatKeys = {
  all: queryRoots.chat,
  conversation: (requestId: string) => [...queryRoots.chat, requestId, 'messages'] as const,
};
