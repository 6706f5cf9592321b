/**
 * What is measured. HTTP scenarios go through the whole app (HTTP, the session check against the
 * database, validation, the service's SQL, serialisation); the direct-SQL scenario runs the very
 * statements one users-search request runs, captured from the app, straight on the driver.
 */

export interface HttpScenario {
  kind: 'http';
  id: string;
  title: string;
  /** The route that must exist for the scenario to run; scenarios of routes not built yet are skipped. */
  route?: { method: 'GET'; url: string };
  /** Who sends the requests; none for public routes. */
  as?: 'admin' | 'person';
  path(options: { search: string }): string;
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

export type Scenario = HttpScenario | SqlScenario;

export const USERS_SEARCH = 'users-search';
export const USERS_SEARCH_SQL = 'users-search-sql';

const FIRST_REQUEST = ' (first request)';

/** Where the statements of a scenario's first request are kept, when they differ from a repeated one's. */
export const firstRequestOf = (id: string) => `${id}${FIRST_REQUEST}`;

/** The scenario whose first request a key of firstRequestOf names, if it is one. */
export const scenarioOfFirstRequest = (key: string) =>
  key.endsWith(FIRST_REQUEST) ? key.slice(0, -FIRST_REQUEST.length) : undefined;

/** Where the statements a scenario runs, or replays, are kept. */
export const capturedKey = (scenario: Scenario) =>
  scenario.kind === 'http'
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
];

export function selectScenarios(ids: string[]): Scenario[] {
  if (ids.length === 0) return scenarios;
  const unknown = ids.filter((id) => !scenarios.some((s) => s.id === id));
  if (unknown.length > 0) {
    throw new Error(`Unknown scenario(s) ${unknown.join(', ')}; known: ${scenarios.map((s) => s.id).join(', ')}`);
  }
  return scenarios.filter((s) => ids.includes(s.id));
}
