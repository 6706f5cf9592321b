import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMeeting as createMeetingEndpoint } from '@sahaya/contract/meetings/endpoints';
import type { CreateMeetingBody } from '@sahaya/contract/meetings/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { meetingKeys } from './keys.ts';

/** POST /api/meetings: schedules the meeting and invites its participants. */
export const createMeeting = (body: CreateMeetingBody) => call(createMeetingEndpoint, { body });

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
  });
}
