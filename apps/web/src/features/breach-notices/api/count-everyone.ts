import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPeople } from '../../../lib/queries/people-directory.ts';
import { breachNoticeKeys } from './keys.ts';

export interface EveryoneCount {
  users: number;
  volunteers: number;
}

/** How many people and volunteers have accounts, read from the two people lists' totals. */
export async function countEveryone(): Promise<EveryoneCount> {
  const [users, volunteers] = await Promise.all([listPeople('user', { page: 1, limit: 1 }), listPeople('volunteer', { page: 1, limit: 1 })]);
  return { users: users.total, volunteers: volunteers.total };
}

export const everyoneCountQueryOptions = queryOptions({
  queryKey: breachNoticeKeys.everyoneCount,
  queryFn: countEveryone,
});

export function useEveryoneCount(enabled: boolean) {
  return useQuery({ ...everyoneCountQueryOptions, enabled });
}
