import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUser, createVolunteer } from '@sahaya/contract/people/endpoints';
import type { CreatePersonBody } from '@sahaya/contract/people/schemas';
import { call } from '../../../lib/api/api-client.ts';
import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { peopleKeys } from './keys.ts';

/** Both answer with the message to show; the new person comes under `user` or `volunteer`. */
export function createPerson(kind: PersonKind, body: CreatePersonBody): Promise<{ message: string }> {
  return kind === 'user' ? call(createUser, { body }) : call(createVolunteer, { body });
}

export function useCreatePerson(kind: PersonKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => createPerson(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists(kind) }),
  });
}
