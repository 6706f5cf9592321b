import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMeetings, myMeetings } from '@sahaya/contract/meetings/endpoints';
import type { MeetingStatus } from '../utils/meeting-state.ts';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { meetingKeys } from './keys.ts';

export interface MeetingListParams {
  page: number;
  limit: number;
  search: string;
  status?: MeetingStatus | undefined;
}

/**
 * One page of meetings: every meeting for an admin (GET /api/meetings), the caller's own for a user
 * or volunteer (GET /api/meetings/user; the spec's user client names the status `filter`, the
 * volunteer's `status`).
 */
export function fetchMeetings(scope: 'all' | 'mine', role: 'user' | 'volunteer' | 'admin', { status, ...params }: MeetingListParams) {
  if (scope === 'all') return call(listMeetings, { query: { ...params, status } });
  return call(myMeetings, { query: role === 'user' ? { ...params, filter: status } : { ...params, status } });
}

export const meetingListQueryOptions = (scope: 'all' | 'mine', role: 'user' | 'volunteer' | 'admin', params: MeetingListParams) =>
  queryOptions({
    queryKey: meetingKeys.list(scope, params),
    meta: refreshedBy('meeting'),
    queryFn: () => fetchMeetings(scope, role, params),
    // The page being left stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useMeetingList(scope: 'all' | 'mine', role: 'user' | 'volunteer' | 'admin', params: MeetingListParams) {
  return useQuery(meetingListQueryOptions(scope, role, params));
}
