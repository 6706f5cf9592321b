import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPeople } from '../../../lib/queries/people-directory.ts';
import { breachNoticeKeys } from './keys.ts';

/** One person the notice may be sent to. */
export interface BreachPerson {
  _id: string;
  name: string;
  /** How two people of one name are told apart. */
  contact: string | null;
}

/** The most matches shown of each kind. */
const MATCHES = 8;

/** The people and volunteers whose name matches, through the people lists (lib/queries/people-directory.ts). */
export async function searchPeople(search: string): Promise<BreachPerson[]> {
  const [users, volunteers] = await Promise.all([
    listPeople('user', { page: 1, limit: MATCHES, search }),
    listPeople('volunteer', { page: 1, limit: MATCHES, search }),
  ]);
  return [...users.people, ...volunteers.people].map((person) => ({ _id: person._id, name: person.name, contact: person.email ?? person.phone ?? null }));
}

export const peopleSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: breachNoticeKeys.peopleSearch(search),
    queryFn: () => searchPeople(search),
    placeholderData: keepPreviousData,
  });

export function usePeopleSearch(search: string) {
  return useQuery({ ...peopleSearchQueryOptions(search), enabled: search.trim().length >= 2 });
}
