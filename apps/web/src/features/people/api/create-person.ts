import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePersonBody, CreateUserReply, CreateVolunteerReply } from '@sahaya/contract/people';
import { api } from '../../../lib/api-client.ts';
import { kinds, type PersonKind } from '../utils/kinds.ts';
import { peopleListKey } from './list-people.ts';

export function createPerson(kind: PersonKind, body: CreatePersonBody): Promise<CreateUserReply | CreateVolunteerReply> {
  return api.post<CreateUserReply | CreateVolunteerReply>(kinds[kind].apiPath, body);
}

export function useCreatePerson(kind: PersonKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => createPerson(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleListKey(kind) }),
  });
}
