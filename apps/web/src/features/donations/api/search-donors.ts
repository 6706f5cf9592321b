import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPeople } from '../../../lib/queries/people-directory.ts';
import { donationKeys } from './keys.ts';

/** How many accounts the donor search offers at once. */
const DONOR_CHOICES = 5;

/** The users whose name matches `search`, to link an offline gift to its donor's account (lib/queries/people-directory.ts). */
export const searchDonorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: donationKeys.donorSearch(search),
    queryFn: async () => (await listPeople('user', { page: 1, limit: DONOR_CHOICES, search })).people,
    placeholderData: keepPreviousData,
  });

/** Nothing is read until something is typed. */
export function useSearchDonors(search: string) {
  return useQuery({ ...searchDonorsQueryOptions(search), enabled: search.length > 0 });
}
