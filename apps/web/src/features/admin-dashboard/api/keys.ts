/** Query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};
