import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMeeting as getMeetingEndpoint } from '@sahaya/contract/meetings/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { meetingKeys } from './keys.ts';

/** GET /api/meetings/{id}: one meeting, for its participants and admins. */
export const getMeeting = (id: string) => call(getMeetingEndpoint, { params: { id } });

export const meetingQueryOptions = (id: string) =>
  queryOptions({ queryKey: meetingKeys.detail(id), queryFn: () => getMeeting(id), retry: false, meta: refreshedBy('meeting') });

export function useMeeting(id: string) {
  return useQuery(meetingQueryOptions(id));
}
