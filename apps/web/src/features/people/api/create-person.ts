import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUser, createVolunteer } from '@sahaya/contract/people/endpoints';
import type { CreatePersonBody } from '@sahaya/contract/people/schemas';
import type { PublicUser } from '@sahaya/contract/users';
import { call } from '../../../lib/api/api-client.ts';
import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { peopleKeys } from './keys.ts';

/** What a registration answers: the message to show, and the new person (sent as `user` or `volunteer`). */
export interface CreatedPerson {
  message: string;
  person: PublicUser;
}

/**
 * Registers a user (an admin, or a volunteer at the door: POST /api/users) or a volunteer (an admin:
 * POST /api/volunteers).
 */
export async function createPerson(kind: PersonKind, body: CreatePersonBody): Promise<CreatedPerson> {
  if (kind === 'user') {
    const reply = await call(createUser, { body });
    return { message: reply.message, person: reply.user };
  }
  const reply = await call(createVolunteer, { body });
  return { message: reply.message, person: reply.volunteer };
}

export function useCreatePerson(kind: PersonKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => createPerson(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists(kind) }),
  });
}
