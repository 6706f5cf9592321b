import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageSizes } from '@sahaya/contract/constants';
import { listPeople } from '../../../lib/queries/people-directory.ts';
import { assistanceKeys } from './keys.ts';

export interface VolunteerPickParams {
  search: string;
  /** Only those who can take a request now: active, not blocked, under the task limit. */
  availableOnly: boolean;
}

/** One page of the volunteers to choose from, with their tasks on hand, through the people lists (lib/queries/people-directory.ts). */
export function listVolunteerPicks({ search, availableOnly }: VolunteerPickParams, page: number) {
  return listPeople('volunteer', { page, limit: pageSizes.volunteers, search, available: availableOnly ? true : undefined });
}

export const listVolunteerPicksQueryOptions = (params: VolunteerPickParams) =>
  infiniteQueryOptions({
    queryKey: assistanceKeys.volunteerPicker(params),
    queryFn: ({ pageParam }) => listVolunteerPicks(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) => (allPages.length < lastPage.totalPages ? allPages.length + 1 : undefined),
  });

/** The Assign Volunteer list, a page at a time as the person scrolls; nothing is fetched while the dialog is shut. */
export function useVolunteerPicks(params: VolunteerPickParams, enabled: boolean) {
  return useInfiniteQuery({ ...listVolunteerPicksQueryOptions(params), enabled });
}
