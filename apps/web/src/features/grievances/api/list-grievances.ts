import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listGrievances } from '@sahaya/contract/grievances/endpoints';
import { GRIEVANCE_PAGE_SIZE } from '@sahaya/contract/grievances/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { grievanceKeys, type GrievanceListParams } from './keys.ts';

/** A page of grievances: the caller's own, or every one for an admin (the desk), filtered. */
export function fetchGrievances({ page, status, overdue }: GrievanceListParams) {
  return call(listGrievances, { query: { page, limit: GRIEVANCE_PAGE_SIZE, status, overdue: overdue || undefined } });
}

export const grievanceListQueryOptions = (params: GrievanceListParams) =>
  queryOptions({
    queryKey: grievanceKeys.list(params),
    queryFn: () => fetchGrievances(params),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useGrievances(params: GrievanceListParams) {
  return useQuery(grievanceListQueryOptions(params));
}
