import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes } from '@sahaya/contract/constants';
import type { ListUsersReply, ListVolunteersReply, PersonListItem } from '@sahaya/contract/people';
import { api } from '../../../lib/api-client.ts';
import { kinds, type PersonKind } from '../utils/kinds.ts';

export interface PeoplePage {
  /** The page these rows belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  people: PersonListItem[];
  totalPages: number;
  total: number;
}

export interface ListPeopleParams {
  page: number;
  search: string;
}

/** Both lists answer the same shape under their own names; the page reads one. */
export async function listPeople(kind: PersonKind, { page, search }: ListPeopleParams): Promise<PeoplePage> {
  const query = { page, limit: pageSizes[kind === 'user' ? 'users' : 'volunteers'], search: search || undefined };
  if (kind === 'user') {
    const reply = await api.get<ListUsersReply>(kinds.user.apiPath, { query });
    return { page, people: reply.users, totalPages: reply.totalPages, total: reply.totalUsers };
  }
  const reply = await api.get<ListVolunteersReply>(kinds.volunteer.apiPath, { query });
  return { page, people: reply.volunteers, totalPages: reply.totalPages, total: reply.totalVolunteers };
}

/** Every list of one kind shares this prefix, so a change to a person refreshes them all. */
export const peopleListKey = (kind: PersonKind) => [kind === 'user' ? 'users' : 'volunteers', 'list'] as const;

export const listPeopleQueryOptions = (kind: PersonKind, params: ListPeopleParams) =>
  queryOptions({
    queryKey: [...peopleListKey(kind), params],
    queryFn: () => listPeople(kind, params),
    // The page being left stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useListPeople(kind: PersonKind, params: ListPeopleParams) {
  return useQuery(listPeopleQueryOptions(kind, params));
}
