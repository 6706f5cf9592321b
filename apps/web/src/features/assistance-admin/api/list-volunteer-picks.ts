import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageSizes } from '@sahaya/contract/constants';
import { listVolunteers } from '@sahaya/contract/people/endpoints';
import { call } from '../../../lib/api-client.ts';
import { assistanceAdminKeys } from './keys.ts';

export interface VolunteerPickParams {
  search: string;
  /** Only those who can take a request now: active, not blocked, under the task limit. */
  availableOnly: boolean;
}

/** One page of the volunteers to choose from, with their tasks on hand (GET /api/volunteers). */
export function listVolunteerPicks({ search, availableOnly }: VolunteerPickParams, page: number) {
  return call(listVolunteers, {
    query: { page, limit: pageSizes.volunteers, search, ...(availableOnly ? { available: true } : {}) },
  });
}

export const listVolunteerPicksQueryOptions = (params: VolunteerPickParams) =>
  infiniteQueryOptions({
    queryKey: assistanceAdminKeys.volunteerPicker(params),
    queryFn: ({ pageParam }) => listVolunteerPicks(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) => (allPages.length < lastPage.totalPages ? allPages.length + 1 : undefined),
  });

/** The Assign Volunteer list, a page at a time as the person scrolls; nothing is fetched while the dialog is shut. */
export function useVolunteerPicks(params: VolunteerPickParams, enabled: boolean) {
  return useInfiniteQuery({ ...listVolunteerPicksQueryOptions(params), enabled });
}
