import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMeetingStatus as setMeetingStatusEndpoint } from '@sahaya/contract/meetings/endpoints';
import type { MeetingStatusBody } from '@sahaya/contract/meetings/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { meetingKeys } from './keys.ts';

/** PATCH /api/meetings/{id}/status: start (active), complete or cancel. */
export const setMeetingStatus = (id: string, status: MeetingStatusBody['status']) =>
  call(setMeetingStatusEndpoint, { params: { id }, body: { status } });

export function useSetMeetingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MeetingStatusBody['status'] }) => setMeetingStatus(id, status),
    onSuccess: (reply) => {
      queryClient.setQueryData(meetingKeys.detail(reply.meeting._id), { meeting: reply.meeting });
      return queryClient.invalidateQueries({ queryKey: meetingKeys.lists() });
    },
  });
}
