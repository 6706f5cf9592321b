import { summaryQueryKey } from '../../../lib/queries/me.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of the dashboards. The person's summary is lib/queries/me.ts's, since the bell refreshes it
 * too; the admin's figures are refreshed by the decisions that move them (through the root).
 */
export const dashboardKeys = {
  summary: summaryQueryKey,
  admin: queryRoots.adminDashboard,
};
