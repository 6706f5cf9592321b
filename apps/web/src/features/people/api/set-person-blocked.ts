import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserBlocked, setVolunteerBlocked } from '@sahaya/contract/people/endpoints';
import type { BlockAction } from '@sahaya/contract/people/schemas';
import { call } from '../../../lib/api/api-client.ts';
import type { PersonKind, PersonRecord } from '../../../lib/queries/people-directory.ts';
import { peopleKeys } from './keys.ts';

export function setPersonBlocked(kind: PersonKind, id: string, action: BlockAction) {
  return call(kind === 'user' ? setUserBlocked : setVolunteerBlocked, { params: { id, action } });
}

export function useSetPersonBlocked(kind: PersonKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BlockAction) => setPersonBlocked(kind, id, action),
    onSuccess: (reply) => {
      // The reply carries the new state, so the badge and the button flip without waiting for a refetch.
      queryClient.setQueryData<PersonRecord>(peopleKeys.detail(kind, id), (old) =>
        old ? { ...old, person: { ...old.person, isBlocked: reply.isBlocked, isActive: reply.isActive } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: peopleKeys.detail(kind, id) });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.lists(kind) });
    },
  });
}
