import type { GrievanceStatus } from '@sahaya/contract/grievances/schemas';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** What a page of grievances is asked for with: the person's own take the page alone. */
export interface GrievanceListParams {
  page: number;
  status?: GrievanceStatus | undefined;
  overdue?: boolean | undefined;
}

/** Query keys of grievances: every list shares the root, so raising or answering one refreshes them all. */
export const grievanceKeys = {
  all: queryRoots.grievances,
  list: (params: GrievanceListParams) => [...queryRoots.grievances, 'list', params] as const,
};
