import { summaryQueryKey } from '../../../lib/me.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/**
 * Query keys of the dashboards. The person's summary is lib/me.ts's, since the bell refreshes it
 * too; the admin's figures are refreshed by the decisions that move them (through the root).
 */
export const dashboardKeys = {
  summary: summaryQueryKey,
  admin: queryRoots.adminDashboard,
};
