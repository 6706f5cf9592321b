import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyRequests as nearbyRequestsEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { NearbyQuery, NearbyRequest } from '@sahaya/contract/assistance-requests/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assistanceKeys } from './keys.ts';

export type { NearbyRequest };

export interface NearbyRequestsPage {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  requests: NearbyRequest[];
  totalPages: number;
  total: number;
  /** How many requests the volunteer holds now, to say the task limit before Accept is pressed. */
  tasksOnHand: number;
}

/** Open requests near a point, or near the volunteer's primary address (GET /api/assistanceRequests/nearBy). */
export async function listNearbyRequests(query: NearbyQuery): Promise<NearbyRequestsPage> {
  const reply = await call(nearbyRequestsEndpoint, { query });
  return {
    page: query.page,
    requests: reply.nearbyRequests,
    totalPages: reply.totalPages,
    total: reply.documentsCount,
    tasksOnHand: reply.tasksOnHand,
  };
}

export const listNearbyRequestsQueryOptions = (params: NearbyQuery) =>
  queryOptions({
    queryKey: assistanceKeys.nearby(params),
    meta: refreshedBy('assistanceRequest'),
    queryFn: () => listNearbyRequests(params),
    // The page being left stays on screen while the next one loads, so the cards do not jump.
    placeholderData: keepPreviousData,
    // "No place to search from" and the like are answers, not hiccups worth asking again.
    retry: false,
  });

export function useNearbyRequests(params: NearbyQuery, enabled = true) {
  return useQuery({ ...listNearbyRequestsQueryOptions(params), enabled });
}
