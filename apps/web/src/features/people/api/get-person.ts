import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, getVolunteer } from '@sahaya/contract/people/endpoints';
import type { PersonDetails } from '@sahaya/contract/people/schemas';
import type { Address } from '@sahaya/contract/users';
import { call } from '../../../lib/api-client.ts';
import type { PersonKind } from '../utils/kinds.ts';
import { peopleKeys } from './keys.ts';

export interface PersonWithAddress {
  person: PersonDetails;
  address: Address | null;
}

export async function getPerson(kind: PersonKind, id: string): Promise<PersonWithAddress> {
  if (kind === 'user') {
    const reply = await call(getUser, { params: { id } });
    return { person: reply.user, address: reply.address };
  }
  const reply = await call(getVolunteer, { params: { id } });
  return { person: reply.volunteer, address: reply.address };
}

export const getPersonQueryOptions = (kind: PersonKind, id: string) =>
  queryOptions({ queryKey: peopleKeys.detail(kind, id), queryFn: () => getPerson(kind, id), retry: false });

export function useGetPerson(kind: PersonKind, id: string) {
  return useQuery(getPersonQueryOptions(kind, id));
}
