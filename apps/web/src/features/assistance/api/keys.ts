import type { MyAssistanceRequestsQuery } from '@sahaya/contract/assistance-requests/schemas';

/**
 * Query keys of the person's assistance requests. They share the `assistance-requests` root with
 * the volunteer's lists, so a new request refreshes every list and detail that may show it.
 */
export const assistanceKeys = {
  all: ['assistance-requests'] as const,
  mine: (query: MyAssistanceRequestsQuery) => ['assistance-requests', 'mine', query] as const,
  detail: (id: string) => ['assistance-requests', 'detail', id] as const,
  emergencyNumber: ['assistance-requests', 'emergency-number'] as const,
};
