/**
 * The first part of every query key, by what the data is about, written once. Each feature builds
 * its keys (its `api/keys.ts`) under its roots, and a change that also alters another domain's data
 * (a decision on an asset request moves the admin dashboard's figures) invalidates that root from
 * here, so no key is typed twice and an invalidation cannot miss a page by a misspelt root.
 */
export const queryRoots = {
  addresses: ['addresses'],
  adminDashboard: ['admin', 'dashboard'],
  assetRequests: ['asset-requests'],
  assets: ['assets'],
  assistanceRequests: ['assistance-requests'],
  auth: ['auth'],
  chat: ['chat'],
  config: ['config'],
  dispatch: ['dispatch'],
  donations: ['donations'],
  grievances: ['grievances'],
  meetings: ['meetings'],
  notifications: ['notifications'],
  pincodes: ['pincodes'],
  privacy: ['privacy'],
  users: ['users'],
  volunteers: ['volunteers'],
} as const;
