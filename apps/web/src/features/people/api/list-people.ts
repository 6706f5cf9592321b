import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUsers, listVolunteers } from '@sahaya/contract/people/endpoints';
import type { PersonListItem } from '@sahaya/contract/people/schemas';
import { call } from '../../../lib/api-client.ts';
import type { PersonKind } from '../utils/kinds.ts';
import { peopleKeys } from './keys.ts';

export interface PeoplePage {
  /** The page these rows belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  people: PersonListItem[];
  totalPages: number;
  total: number;
}

export interface ListPeopleParams {
  page: number;
  limit: number;
  search: string;
}

/** Both lists answer the same shape under their own names; the page reads one. */
export async function listPeople(kind: PersonKind, query: ListPeopleParams): Promise<PeoplePage> {
  const { page } = query;
  if (kind === 'user') {
    const reply = await call(listUsers, { query });
    return { page, people: reply.users, totalPages: reply.totalPages, total: reply.totalUsers };
  }
  const reply = await call(listVolunteers, { query });
  return { page, people: reply.volunteers, totalPages: reply.totalPages, total: reply.totalVolunteers };
}

export const listPeopleQueryOptions = (kind: PersonKind, params: ListPeopleParams) =>
  queryOptions({
    queryKey: peopleKeys.list(kind, params),
    queryFn: () => listPeople(kind, params),
    // The page being left stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useListPeople(kind: PersonKind, params: ListPeopleParams) {
  return useQuery(listPeopleQueryOptions(kind, params));
}
