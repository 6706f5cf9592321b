/**
 * What is measured. HTTP scenarios go through the whole app (HTTP, the session check against the
 * database, validation, the service's SQL, serialisation); a direct-SQL scenario runs the very
 * statements one request of an HTTP scenario runs, captured from the app, straight on the driver.
 */
import { ASSET_SEARCH, DISPATCH_POINT, DONATION_SEARCH, NEARBY_POINT } from './seed.ts';

/** What a scenario's path is made of: the search of the options and ids found in the seeded data. */
export interface PathContext {
  search: string;
  /** The asset with the most loans out (seed.ts `busiestAsset`), for the pages of one asset. */
  busyAssetId: string;
}

export interface HttpScenario {
  kind: 'http';
  id: string;
  title: string;
  /** The route that must exist for the scenario to run; scenarios of routes not built yet are skipped. */
  route?: { method: 'GET'; url: string };
  /** Who sends the requests; none for public routes. */
  as?: 'admin' | 'person' | 'volunteer';
  path(context: PathContext): string;
  /**
   * The issue whose targets the scenario is held to: p99 under the limit and, with the direct-SQL
   * scenario that replays it, the throughput ratio. Such a scenario's plans are shown too.
   */
  issue?: number;
}

export interface SqlScenario {
  kind: 'sql';
  id: string;
  title: string;
  /** The HTTP scenario whose SQL is replayed. */
  replays: string;
  /** Which of its requests: a repeated one, as under load (default), or the first one. */
  request?: 'first' | 'repeated';
}

/**
 * Rows written to `users` by many connections at once, each insert its own transaction, as
 * sign-ups and admin creations arrive. With `versioned` false, the trigger that raises the
 * table's version at each commit (the kept list totals) is disabled for the run, so the two rows
 * of the report show what that version row costs writers. PostgreSQL only: the embedded
 * database has one connection, so nothing writes concurrently there.
 */
export interface WriteScenario {
  kind: 'writes';
  id: string;
  title: string;
  versioned: boolean;
}

/**
 * An admin approving many distinct pending requests of one asset at once
 * (`PATCH /api/assetRequests/:id`), every approval taking units off the same stock row. With
 * `plenty`, the stock outlasts the run; with `runs-out`, it is small and soon gone, after which
 * every approval is refused (400) for want of stock. Either way the stock must end at the initial
 * stock minus the approved quantities, never below zero.
 */
export interface ApprovalScenario {
  kind: 'approvals';
  id: string;
  title: string;
  route: { method: 'PATCH'; url: string };
  stock: 'plenty' | 'runs-out';
  issue: number;
}

/**
 * One client sending an HTTP scenario's request again and again, each after the answer to the one
 * before, for the latency of a single search on a shared machine (p50/p95/p99); beside it the
 * request's SQL on the driver the same way, and that SQL with the table read whole instead of
 * through its index, whose time over the indexed one is the ratio to a full scan.
 */
export interface SequenceScenario {
  kind: 'sequence';
  id: string;
  title: string;
  /** The HTTP scenario whose request (and captured SQL) is sent. */
  replays: string;
  /** The table the full-scan variant reads whole. */
  table: string;
  /** The p95 latency of the HTTP requests, on PostgreSQL, that the issue sets. */
  p95TargetMs: number;
  issue: number;
}

/**
 * Requests for help made from every connection at once (`POST /api/assistanceRequests`), each by
 * the next of many people (a person may have only a few open), at a place among volunteers on
 * duty, so each starts a real dispatch whose first wave the app runs as a job during the load
 * (issue 37). Its figures are the requests'; the waves' are given beside them: how many went out
 * during the run, how long after it the last one did, and how long a request waited for its first
 * wave.
 */
export interface DispatchScenario {
  kind: 'dispatch';
  id: string;
  title: string;
  route: { method: 'POST'; url: string };
  issue: number;
}

/**
 * A statement the app runs in a job rather than in a request, so there is no request to capture
 * it from: built by the app's own code, explained, and run straight on the driver by as many
 * concurrent loops as there are connections. Its plan is held to reading `tables` through indexes.
 */
export interface StatementScenario {
  kind: 'statement';
  id: string;
  title: string;
  statement: 'dispatch-wave';
  tables: string[];
  issue: number;
}

export type Scenario = HttpScenario | SqlScenario | WriteScenario | ApprovalScenario | SequenceScenario | DispatchScenario | StatementScenario;

export const USERS_SEARCH = 'users-search';
export const USERS_SEARCH_SQL = 'users-search-sql';
export const ASSETS_SEARCH = 'assets-search';
export const MY_ASSET_REQUESTS = 'my-asset-requests';
export const ADMIN_ASSET_REQUESTS = 'admin-asset-requests';
export const ADMIN_DONATIONS = 'admin-donations';
export const NEARBY = 'nearby';
export const ASSET_AVAILABILITY = 'asset-availability';
export const OVERDUE_ASSET_REQUESTS = 'overdue-asset-requests';
export const ASSET_HISTORY = 'asset-history';
/** A page of the overdue list far from its start: about 19,400 loans are overdue, 4 a page. */
export const OVERDUE_DEEP_PAGE = 4000;

const assetSearch = encodeURIComponent(ASSET_SEARCH);

const FIRST_REQUEST = ' (first request)';

/** Where the statements of a scenario's first request are kept, when they differ from a repeated one's. */
export const firstRequestOf = (id: string) => `${id}${FIRST_REQUEST}`;

/** The scenario whose first request a key of firstRequestOf names, if it is one. */
export const scenarioOfFirstRequest = (key: string) =>
  key.endsWith(FIRST_REQUEST) ? key.slice(0, -FIRST_REQUEST.length) : undefined;

/** Where the statements a scenario runs, or replays, are kept. */
export const capturedKey = (scenario: Scenario) =>
  scenario.kind === 'sequence'
    ? scenario.replays
    : scenario.kind !== 'sql'
    ? scenario.id
    : scenario.request === 'first'
      ? firstRequestOf(scenario.replays)
      : scenario.replays;

export const scenarios: Scenario[] = [
  {
    kind: 'http',
    id: 'healthz',
    title: 'GET /healthz (baseline: HTTP only, no database)',
    path: () => '/healthz',
  },
  {
    kind: 'http',
    id: USERS_SEARCH,
    title: 'GET /api/users?search=…&page=2&limit=5 as admin',
    route: { method: 'GET', url: '/api/users' },
    as: 'admin',
    path: ({ search }) => `/api/users?search=${encodeURIComponent(search)}&page=2&limit=5`,
    issue: 4,
  },
  {
    kind: 'sql',
    id: USERS_SEARCH_SQL,
    title: 'same SQL as users-search, directly on the driver',
    replays: USERS_SEARCH,
  },
  {
    kind: 'sql',
    id: 'users-search-first-sql',
    title: "SQL of a search's first request (its total counted), directly on the driver",
    replays: USERS_SEARCH,
    request: 'first',
  },
  {
    kind: 'http',
    id: 'users-me',
    title: 'GET /api/users/me as a user',
    route: { method: 'GET', url: '/api/users/me' },
    as: 'person',
    path: () => '/api/users/me',
  },
  {
    kind: 'http',
    id: 'notifications',
    title: 'GET /api/notifications as a user',
    route: { method: 'GET', url: '/api/notifications' },
    as: 'person',
    path: () => '/api/notifications',
  },
  {
    kind: 'http',
    id: ASSETS_SEARCH,
    title: `GET /api/assets?search=${ASSET_SEARCH}&sort=most-available&page=2 as a user (catalogue)`,
    route: { method: 'GET', url: '/api/assets' },
    as: 'person',
    path: () => `/api/assets?search=${assetSearch}&sort=most-available&page=2`,
    issue: 11,
  },
  {
    kind: 'sql',
    id: `${ASSETS_SEARCH}-sql`,
    title: `same SQL as ${ASSETS_SEARCH}, directly on the driver`,
    replays: ASSETS_SEARCH,
  },
  {
    kind: 'http',
    id: MY_ASSET_REQUESTS,
    title: `GET /api/assetRequests/me?search=${ASSET_SEARCH}&page=2 as the user with 300 requests`,
    route: { method: 'GET', url: '/api/assetRequests/me' },
    as: 'person',
    path: () => `/api/assetRequests/me?search=${assetSearch}&page=2`,
    issue: 11,
  },
  {
    kind: 'sql',
    id: `${MY_ASSET_REQUESTS}-sql`,
    title: `same SQL as ${MY_ASSET_REQUESTS}, directly on the driver`,
    replays: MY_ASSET_REQUESTS,
  },
  {
    kind: 'http',
    id: ADMIN_ASSET_REQUESTS,
    title: `GET /api/assetRequests?search=${ASSET_SEARCH}&status=pending&sort=priority&page=2 as admin`,
    route: { method: 'GET', url: '/api/assetRequests' },
    as: 'admin',
    path: () => `/api/assetRequests?search=${assetSearch}&status=pending&sort=priority&page=2`,
    issue: 11,
  },
  {
    kind: 'sql',
    id: `${ADMIN_ASSET_REQUESTS}-sql`,
    title: `same SQL as ${ADMIN_ASSET_REQUESTS}, directly on the driver`,
    replays: ADMIN_ASSET_REQUESTS,
  },
  {
    kind: 'http',
    id: ADMIN_DONATIONS,
    title: `GET /api/donations?search=${DONATION_SEARCH}&page=2 as admin (1,000,000 donations)`,
    route: { method: 'GET', url: '/api/donations' },
    as: 'admin',
    path: () => `/api/donations?search=${DONATION_SEARCH}&page=2`,
    issue: 14,
  },
  {
    kind: 'sql',
    id: `${ADMIN_DONATIONS}-sql`,
    title: `same SQL as ${ADMIN_DONATIONS}, directly on the driver`,
    replays: ADMIN_DONATIONS,
  },
  {
    kind: 'sql',
    id: `${ADMIN_DONATIONS}-first-sql`,
    title: `SQL of the first request of ${ADMIN_DONATIONS}'s search (its total counted), directly on the driver`,
    replays: ADMIN_DONATIONS,
    request: 'first',
  },
  {
    kind: 'http',
    id: 'admin-donations-campaign',
    title: `GET /api/donations?search=${DONATION_SEARCH}&campaign=health&page=2 as admin`,
    route: { method: 'GET', url: '/api/donations' },
    as: 'admin',
    path: () => `/api/donations?search=${DONATION_SEARCH}&campaign=health&page=2`,
    issue: 14,
  },
  {
    kind: 'sql',
    id: 'admin-donations-campaign-sql',
    title: 'same SQL as admin-donations-campaign, directly on the driver',
    replays: 'admin-donations-campaign',
  },
  {
    kind: 'http',
    id: NEARBY,
    title: 'GET /api/assistanceRequests/nearBy (25 km round the centre of Bengaluru, 6 a page) as a volunteer',
    route: { method: 'GET', url: '/api/assistanceRequests/nearBy' },
    as: 'volunteer',
    path: () => `/api/assistanceRequests/nearBy?latitude=${NEARBY_POINT.latitude}&longitude=${NEARBY_POINT.longitude}&radius=25`,
  },
  {
    kind: 'sql',
    id: `${NEARBY}-sql`,
    title: `same SQL as ${NEARBY}, directly on the driver`,
    replays: NEARBY,
  },
  {
    kind: 'http',
    id: ASSET_AVAILABILITY,
    title: 'GET /api/assets/:id/availability (the next 30 days) of the asset with the most loans out, as a user',
    route: { method: 'GET', url: '/api/assets/:id/availability' },
    as: 'person',
    path: ({ busyAssetId }) => `/api/assets/${busyAssetId}/availability`,
    issue: 27,
  },
  {
    kind: 'sql',
    id: `${ASSET_AVAILABILITY}-sql`,
    title: `same SQL as ${ASSET_AVAILABILITY}, directly on the driver`,
    replays: ASSET_AVAILABILITY,
  },
  {
    kind: 'http',
    id: OVERDUE_ASSET_REQUESTS,
    title: 'GET /api/assetRequests?status=overdue as admin: the first page of the overdue loans, oldest due first',
    route: { method: 'GET', url: '/api/assetRequests' },
    as: 'admin',
    path: () => '/api/assetRequests?status=overdue',
    issue: 27,
  },
  {
    kind: 'sql',
    id: `${OVERDUE_ASSET_REQUESTS}-sql`,
    title: `same SQL as ${OVERDUE_ASSET_REQUESTS}, directly on the driver`,
    replays: OVERDUE_ASSET_REQUESTS,
  },
  {
    kind: 'http',
    id: `${OVERDUE_ASSET_REQUESTS}-deep`,
    title: `GET /api/assetRequests?status=overdue&page=${OVERDUE_DEEP_PAGE} as admin: a deep page of the overdue loans`,
    route: { method: 'GET', url: '/api/assetRequests' },
    as: 'admin',
    path: () => `/api/assetRequests?status=overdue&page=${OVERDUE_DEEP_PAGE}`,
    issue: 27,
  },
  {
    kind: 'sql',
    id: `${OVERDUE_ASSET_REQUESTS}-deep-sql`,
    title: `same SQL as ${OVERDUE_ASSET_REQUESTS}-deep, directly on the driver`,
    replays: `${OVERDUE_ASSET_REQUESTS}-deep`,
  },
  {
    kind: 'http',
    id: ASSET_HISTORY,
    title: "GET /api/assets/:id/history as admin: the first page of the busiest asset's history (1,750,000 events in all)",
    route: { method: 'GET', url: '/api/assets/:id/history' },
    as: 'admin',
    path: ({ busyAssetId }) => `/api/assets/${busyAssetId}/history`,
    issue: 27,
  },
  {
    kind: 'sql',
    id: `${ASSET_HISTORY}-sql`,
    title: `same SQL as ${ASSET_HISTORY}, directly on the driver`,
    replays: ASSET_HISTORY,
  },
  {
    kind: 'sequence',
    id: `${NEARBY}-one-client`,
    title: `${NEARBY} from one client, one request after another (issue 12: p95 ≤ 20 ms)`,
    replays: NEARBY,
    table: 'assistance_requests',
    p95TargetMs: 20,
    issue: 12,
  },
  {
    kind: 'approvals',
    id: 'asset-approvals',
    title: 'PATCH /api/assetRequests/:id approved, distinct pending requests of one asset, stock plenty (approvals/s)',
    route: { method: 'PATCH', url: '/api/assetRequests/:id' },
    stock: 'plenty',
    issue: 11,
  },
  {
    kind: 'approvals',
    id: 'asset-approvals-out-of-stock',
    title: 'the same while the stock runs out: a few approved, then refused (answers/s)',
    route: { method: 'PATCH', url: '/api/assetRequests/:id' },
    stock: 'runs-out',
    issue: 11,
  },
  {
    kind: 'dispatch',
    id: 'dispatch-create',
    title: `POST /api/assistanceRequests as many users in ${DISPATCH_POINT.city}, each starting a dispatch whose first wave runs during the load (issue 37)`,
    route: { method: 'POST', url: '/api/assistanceRequests' },
    issue: 37,
  },
  {
    kind: 'statement',
    id: 'dispatch-wave-sql',
    title: `the statement choosing a wave (10,000 volunteers on duty), for an open request in ${DISPATCH_POINT.city}, directly on the driver`,
    statement: 'dispatch-wave',
    tables: ['volunteer_availability', 'addresses'],
    issue: 37,
  },
  {
    kind: 'writes',
    id: 'users-writes',
    title: 'INSERT INTO users, one row per transaction, from every connection at once (rows/s)',
    versioned: true,
  },
  {
    kind: 'writes',
    id: 'users-writes-unversioned',
    title: 'the same with the version trigger of users disabled (rows/s)',
    versioned: false,
  },
];

export function selectScenarios(ids: string[]): Scenario[] {
  if (ids.length === 0) return scenarios;
  const unknown = ids.filter((id) => !scenarios.some((s) => s.id === id));
  if (unknown.length > 0) {
    throw new Error(`Unknown scenario(s) ${unknown.join(', ')}; known: ${scenarios.map((s) => s.id).join(', ')}`);
  }
  return scenarios.filter((s) => ids.includes(s.id));
}
