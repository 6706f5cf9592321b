import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonListItem } from '@sahaya/contract/people/schemas';
import type { PageCursors } from '@sahaya/contract/common';
import { listPeople, type PersonKind } from '../../../lib/queries/people-directory.ts';
import { peopleKeys } from './keys.ts';

export interface PeoplePage extends PageCursors {
  /** The page these rows belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  people: PersonListItem[];
  totalPages: number;
  total: number;
}

export interface ListPeopleParams {
  page: number;
  cursor?: string;
  limit: number;
  search: string;
}

export const listPeopleQueryOptions = (kind: PersonKind, params: ListPeopleParams) =>
  queryOptions({
    queryKey: peopleKeys.list(kind, params),
    queryFn: async (): Promise<PeoplePage> => ({ page: params.page, ...(await listPeople(kind, params)) }),
    // The page being left stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useListPeople(kind: PersonKind, params: ListPeopleParams) {
  return useQuery(listPeopleQueryOptions(kind, params));
}
