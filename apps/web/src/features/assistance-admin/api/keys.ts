/**
 * Query keys of the admin's assistance pages. Every assistance request list and detail shares the
 * `assistance-requests` root, and every volunteer list the `volunteers` root, so an assignment
 * refreshes the request, the lists it appears in and the volunteers' task counts.
 */
export const assistanceAdminKeys = {
  requests: ['assistance-requests'] as const,
  detail: (id: string) => ['assistance-requests', 'detail', id] as const,
  volunteers: ['volunteers'] as const,
  volunteerPicker: (params: { search: string; availableOnly: boolean }) => ['volunteers', 'picker', params] as const,
  adminDashboard: ['admin', 'dashboard'] as const,
};
