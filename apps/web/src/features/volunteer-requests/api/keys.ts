import type { NearbyQuery, ProcessingQuery } from '@sahaya/contract/assistance-requests/schemas';

/**
 * Query keys of the volunteer's requests. Every assistance request list and detail shares the
 * `assistance-requests` root, so a decision (accept, decline, complete) refreshes them all: the
 * request leaves Nearby, joins Processing, and its details and history change.
 */
export const volunteerRequestKeys = {
  all: ['assistance-requests'] as const,
  nearby: (params: NearbyQuery) => ['assistance-requests', 'nearby', params] as const,
  processing: (params: ProcessingQuery) => ['assistance-requests', 'processing', params] as const,
  detail: (id: string) => ['assistance-requests', 'detail', id] as const,
};
