import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignVolunteer as assignVolunteerEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { assistanceKeys } from './keys.ts';

/** Give a pending request to a volunteer; it becomes approved (PATCH /api/assistanceRequests/{id}/assignVolunteer). */
export function assignVolunteer(id: string, volunteerId: string) {
  return call(assignVolunteerEndpoint, { params: { id }, body: { volunteerId } });
}

/**
 * An assignment changes the request and its lists, the volunteers' tasks on hand and the admin
 * dashboard's pending requests, so all three are read again.
 */
export function useAssignVolunteer() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assistanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.volunteers }),
      queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
    ]);
  return useMutation({
    mutationFn: ({ id, volunteerId }: { id: string; volunteerId: string }) => assignVolunteer(id, volunteerId),
    onSuccess: refresh,
    // A refusal (the volunteer reached the limit, the request was taken) means the lists on screen
    // are out of date too; they are fetched again without holding back the refusal's message.
    onError: () => void refresh(),
  });
}
