import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMeeting as deleteMeetingEndpoint } from '@sahaya/contract/meetings/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { meetingKeys } from './keys.ts';

/** DELETE /api/meetings/{id} (admin). */
export const deleteMeeting = (id: string) => call(deleteMeetingEndpoint, { params: { id } });

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
  });
}
