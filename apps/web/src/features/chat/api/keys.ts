/** The chat's query keys: one conversation per assistance request. */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: (requestId: string) => [...chatKeys.all, requestId, 'messages'] as const,
};
