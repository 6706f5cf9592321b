/**
 * Benchmark settings, from the command line (`npm run bench -- --duration=5`) or the environment
 * (`BENCH_DURATION=5 npm run bench`); the command line wins.
 */

/** The local server the test suite uses, for `--postgres` without a URL and without DATABASE_URL. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchOptions {
  /** Scenario ids to run; empty means all. */
  scenarios: string[];
  /** Measured seconds per scenario. */
  durationSeconds: number;
  /** Unmeasured seconds before each scenario, so JIT, plans and pools are warm. */
  warmupSeconds: number;
  /** Concurrent HTTP connections, and concurrent loops for the direct-SQL scenario. */
  connections: number;
  /** Connections in the app's PostgreSQL pool and in the direct-SQL pool alike. */
  poolSize: number;
  /** Databases to run on, in order. */
  databases: DatabaseKind[];
  /** Any database on the PostgreSQL server to use; the benchmark creates its own database beside it. */
  postgresUrl?: string;
  /** Throw the seeded data away and seed again. */
  reseed: boolean;
  /** The name fragment the user search looks for. */
  search: string;
}

export const USAGE = `Usage: npm run bench [-- options]

  --scenarios=a,b     scenarios to run (default: all)        BENCH_SCENARIOS
  --duration=S        measured seconds per scenario (10)     BENCH_DURATION
  --warmup=S          warm-up seconds per scenario (2)       BENCH_WARMUP
  --connections=N     concurrent connections (50)            BENCH_CONNECTIONS
  --pool=N            PostgreSQL pool size of app and direct SQL (10, as in production)  BENCH_POOL
  --databases=a,b     pglite, postgres (default: pglite, plus postgres when a server is given)  BENCH_DATABASES
  --postgres[=URL]    also run on PostgreSQL; URL defaults to DATABASE_URL, then ${LOCAL_POSTGRES}
                      (BENCH_POSTGRES_URL). The data goes into a database "sahaya_bench" on that
                      server, never into the database the URL names.
  --search=TEXT       name fragment for the user search (kumar)  BENCH_SEARCH
  --reseed            seed the benchmark data again              BENCH_RESEED=1
  --help
`;

const KNOWN = ['scenarios', 'duration', 'warmup', 'connections', 'pool', 'databases', 'postgres', 'search', 'reseed', 'help'];

function argvMap(argv: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1] || !KNOWN.includes(match[1])) throw new Error(`Unknown argument "${arg}"\n\n${USAGE}`);
    map.set(match[1], match[2] ?? 'true');
  }
  return map;
}

function positiveNumber(name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const truthy = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const args = argvMap(argv);
  if (args.has('help')) return 'help';
  const pick = (arg: string, envName: string) => args.get(arg) ?? env[envName];

  const postgresArg = args.get('postgres');
  const postgresUrl =
    (postgresArg && postgresArg !== 'true' ? postgresArg : undefined) ??
    env.BENCH_POSTGRES_URL ??
    env.DATABASE_URL ??
    (postgresArg === 'true' ? LOCAL_POSTGRES : undefined);

  const requested = list(pick('databases', 'BENCH_DATABASES'));
  for (const kind of requested) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`Unknown database "${kind}" (pglite, postgres)`);
  }
  const databases: DatabaseKind[] =
    requested.length > 0 ? (requested as DatabaseKind[]) : postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (databases.includes('postgres') && !postgresUrl) {
    throw new Error('PostgreSQL asked for but no server given: set DATABASE_URL or pass --postgres=URL');
  }

  return {
    scenarios: list(pick('scenarios', 'BENCH_SCENARIOS')),
    durationSeconds: positiveNumber('duration', pick('duration', 'BENCH_DURATION'), 10),
    warmupSeconds: positiveNumber('warmup', pick('warmup', 'BENCH_WARMUP'), 2, true),
    connections: Math.round(positiveNumber('connections', pick('connections', 'BENCH_CONNECTIONS'), 50)),
    poolSize: Math.round(positiveNumber('pool', pick('pool', 'BENCH_POOL'), 10)),
    databases,
    postgresUrl: databases.includes('postgres') ? postgresUrl : undefined,
    reseed: truthy(pick('reseed', 'BENCH_RESEED')),
    search: (pick('search', 'BENCH_SEARCH') ?? 'kumar').trim() || 'kumar',
  };
}
