import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestDispatch } from '@sahaya/contract/dispatch/endpoints';
import type { DispatchReply } from '@sahaya/contract/dispatch/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { dispatchKeys } from './keys.ts';

/** How often an admin's page reads the waves again while the request waits: each wave is minutes apart. */
const WATCH_MS = 60_000;

/**
 * Who was told of a request (GET /api/assistanceRequests/{id}/dispatch): how many, for its
 * requester; every alert and when the admins were told, for an admin.
 */
export async function getRequestDispatch(id: string): Promise<DispatchReply> {
  return call(requestDispatch, { params: { id } });
}

export const requestDispatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dispatchKeys.request(id),
    queryFn: () => getRequestDispatch(id),
    retry: false,
    // A notice about the request (a volunteer accepted) changes who answered.
    meta: refreshedBy('assistanceRequest'),
  });

/**
 * The dispatch of a request. `watching` while it still waits, for a reader the socket does not
 * tell of each wave (an admin): the waves are read again every minute.
 */
export function useRequestDispatch(id: string, watching = false) {
  return useQuery({ ...requestDispatchQueryOptions(id), refetchInterval: watching ? WATCH_MS : false });
}
