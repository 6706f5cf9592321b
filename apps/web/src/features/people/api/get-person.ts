import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonDetails, UserDetailsReply, VolunteerDetailsReply } from '@sahaya/contract/people';
import type { Address } from '@sahaya/contract/users';
import { api } from '../../../lib/api-client.ts';
import { kinds, type PersonKind } from '../utils/kinds.ts';

export interface PersonWithAddress {
  person: PersonDetails;
  address: Address | null;
}

export async function getPerson(kind: PersonKind, id: string): Promise<PersonWithAddress> {
  const path = `${kinds[kind].apiPath}/${encodeURIComponent(id)}`;
  if (kind === 'user') {
    const reply = await api.get<UserDetailsReply>(path);
    return { person: reply.user, address: reply.address };
  }
  const reply = await api.get<VolunteerDetailsReply>(path);
  return { person: reply.volunteer, address: reply.address };
}

export const personKey = (kind: PersonKind, id: string) => [kind === 'user' ? 'users' : 'volunteers', 'detail', id] as const;

export const getPersonQueryOptions = (kind: PersonKind, id: string) =>
  queryOptions({ queryKey: personKey(kind, id), queryFn: () => getPerson(kind, id), retry: false });

export function useGetPerson(kind: PersonKind, id: string) {
  return useQuery(getPersonQueryOptions(kind, id));
}
