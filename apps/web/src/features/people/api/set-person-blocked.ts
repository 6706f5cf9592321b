import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockAction, BlockReply } from '@sahaya/contract/people';
import { api } from '../../../lib/api-client.ts';
import { kinds, type PersonKind } from '../utils/kinds.ts';
import { personKey, type PersonWithAddress } from './get-person.ts';
import { peopleListKey } from './list-people.ts';

export function setPersonBlocked(kind: PersonKind, id: string, action: BlockAction): Promise<BlockReply> {
  return api.patch<BlockReply>(`${kinds[kind].apiPath}/${encodeURIComponent(id)}/${action}`);
}

export function useSetPersonBlocked(kind: PersonKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BlockAction) => setPersonBlocked(kind, id, action),
    onSuccess: (reply) => {
      // The reply carries the new state, so the badge and the button flip without waiting for a refetch.
      queryClient.setQueryData<PersonWithAddress>(personKey(kind, id), (old) =>
        old ? { ...old, person: { ...old.person, isBlocked: reply.isBlocked, isActive: reply.isActive } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: personKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: peopleListKey(kind) });
    },
  });
}
