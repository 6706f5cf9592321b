/**
 * `npm run bench`: seeds 100,000 users and 20,000 volunteers into a benchmark database, starts the
 * real app on it, and measures the scenarios of scenarios.ts with autocannon — on the embedded
 * database, and on PostgreSQL too when a server is given — then prints one table with the
 * databases side by side and writes the same as markdown to bench/results/latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { captureSql, startApp, type CapturedStatement, type RunningApp } from './app-under-test.ts';
import { runHttp, runLoops, type Measurement } from './load.ts';
import { parseOptions, USAGE, type BenchOptions, type DatabaseKind } from './options.ts';
import { markdownReport, textReport, warnings, type DatabaseRun, type Explained, type Report } from './report.ts';
import {
  scenarios as allScenarios,
  capturedKey,
  firstRequestOf,
  selectScenarios,
  USERS_SEARCH,
  type HttpScenario,
  type Scenario,
} from './scenarios.ts';
import { ensureSeeded, openSessions, SEED, type BenchPeople } from './seed.ts';
import { openTarget, type BenchTarget, type SqlRunner } from './target.ts';

const resultsFile = fileURLToPath(new URL('../results/latest.md', import.meta.url));

/** Progress goes to stderr, so stdout carries the report alone. */
const log = (line: string) => process.stderr.write(`${line}\n`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The plan of each statement of the users search but the session check, and the indexes it reads. */
async function explain(db: SqlRunner, statements: { text: string; params: unknown[] }[]): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const s of statements.filter((st) => !/\bfrom "sessions"/.test(st.text))) {
    const rows = await db.query(`explain (analyze, buffers) ${s.text}`, s.params);
    const plan = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
    const indexes = [...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map(
      (m) => m[1] ?? '',
    );
    out.push({ statement: s.text, plan, indexes: [...new Set(indexes)] });
  }
  return out;
}

/**
 * The last requests of the warm-up (or of the scenario before) are still being answered when
 * their connections close; the measured run waits for them, or it would start behind a queue that
 * none of its own requests made (on PGlite that showed as a p99 of seconds and timeouts).
 */
const SETTLE_MS = 2000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function measureHttp(running: RunningApp, options: BenchOptions, path: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const load = {
    url: `${running.baseUrl}${path}`,
    headers,
    connections: options.connections,
  };
  if (options.warmupSeconds > 0) await runHttp({ ...load, seconds: options.warmupSeconds });
  await settle();
  return runHttp({ ...load, seconds: options.durationSeconds });
}

/** Statements in groups: one after the other between groups, side by side within one, as the app ran them. */
function waves(statements: CapturedStatement[]): CapturedStatement[][] {
  const out: CapturedStatement[][] = [];
  for (const s of statements) {
    const last = out.at(-1);
    if (s.concurrentWithPrevious && last) last.push(s);
    else out.push([s]);
  }
  return out;
}

async function measureSql(target: BenchTarget, options: BenchOptions, statements: CapturedStatement[]) {
  const direct = await target.openDirect();
  const groups = waves(statements);
  await settle();
  try {
    const iteration = async () => {
      for (const group of groups) await Promise.all(group.map((s) => direct.query(s.text, s.params, s.name)));
    };
    if (options.warmupSeconds > 0) await runLoops({ loops: options.connections, seconds: options.warmupSeconds, iteration });
    return await runLoops({ loops: options.connections, seconds: options.durationSeconds, iteration });
  } finally {
    await direct.close();
  }
}

const summary = (m: Measurement) =>
  `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms` +
  (m.non2xx || m.errors ? `  !! ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)` : '');

async function runOn(kind: DatabaseKind, options: BenchOptions, chosen: Scenario[]): Promise<DatabaseRun> {
  const run: DatabaseRun = { kind, label: kind, where: '', outcomes: new Map(), captured: new Map(), explained: [] };
  let target: BenchTarget | undefined;
  let running: RunningApp | undefined;
  try {
    log(`\n== ${kind}: opening and migrating`);
    target = await openTarget(kind, options);
    run.label = target.label;
    run.where = target.where;
    run.seed = await ensureSeeded(target, { reseed: options.reseed, log });
    log(run.seed.reused ? '  seeded data reused' : `  seeded in ${run.seed.seconds.toFixed(1)} s`);
    const people: BenchPeople = await openSessions(target.admin);
    running = await startApp(target);
    const app = running.app;
    // Tokens live 15 minutes; each scenario gets a fresh one, so no run outlives its token.
    const tokenFor = (who: HttpScenario['as']) =>
      who === undefined
        ? Promise.resolve(undefined)
        : app.signAccessToken({ sub: people[who].id, role: who === 'admin' ? 'admin' : 'user', sid: people[who].sessionId });
    const routeMissing = (s: HttpScenario) => s.route !== undefined && !app.hasRoute(s.route);

    // Each scenario's request is sent through a logging twin of the app first, twice: the report
    // shows the SQL each runs, and the direct-SQL scenarios replay the users search's.
    const needsSearchSql = chosen.some((s) => s.kind === 'sql') || chosen.some((s) => s.id === USERS_SEARCH);
    const toCapture = allScenarios.filter(
      (s): s is HttpScenario =>
        s.kind === 'http' &&
        !routeMissing(s) &&
        (chosen.includes(s) || (s.id === USERS_SEARCH && needsSearchSql)),
    );
    for (const scenario of toCapture) {
      const captured = await captureSql(target, running.config, {
        url: scenario.path(options),
        token: await tokenFor(scenario.as),
      });
      if (captured.statusCode < 200 || captured.statusCode > 299) {
        log(`  !! ${scenario.id} answered ${captured.statusCode} to its first request`);
        continue;
      }
      run.captured.set(scenario.id, captured.repeated);
      // Parameters such as the time of the session check differ anyway; the statements are what count.
      const shape = (statements: CapturedStatement[]) => JSON.stringify(statements.map((s) => [s.name, s.text]));
      const firstDiffers = shape(captured.first) !== shape(captured.repeated);
      if (firstDiffers) run.captured.set(firstRequestOf(scenario.id), captured.first);
      log(
        `  ${scenario.id} runs ${captured.repeated.length} SQL statement(s) per request` +
          (firstDiffers ? ` (${captured.first.length} the first time)` : ''),
      );
    }
    // The first request of the search runs every statement the search can run (the count too).
    const searchSql = run.captured.get(firstRequestOf(USERS_SEARCH)) ?? run.captured.get(USERS_SEARCH);
    if (searchSql) {
      run.explained = await explain(target.admin, searchSql);
      log(`  users search reads the indexes: ${run.explained.flatMap((e) => e.indexes).join(', ') || 'NONE'}`);
    }

    for (const scenario of chosen) {
      if (scenario.kind === 'http') {
        if (routeMissing(scenario)) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: 'endpoint not built yet' });
          log(`  ${scenario.id}: skipped, ${scenario.route?.url} does not exist`);
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        const m = await measureHttp(running, options, scenario.path(options), await tokenFor(scenario.as));
        run.outcomes.set(scenario.id, { status: 'measured', measurement: m });
        log(`    ${summary(m)}`);
      } else {
        const statements = run.captured.get(capturedKey(scenario));
        if (!statements) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: `${scenario.replays} not available` });
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        const m = await measureSql(target, options, statements);
        run.outcomes.set(scenario.id, { status: 'measured', measurement: m });
        log(`    ${summary(m)}`);
      }
    }
  } catch (error) {
    run.failure = errorText(error);
    log(`  !! ${kind} failed: ${run.failure}`);
  } finally {
    await running?.close().catch((error: unknown) => log(`  closing the app failed: ${errorText(error)}`));
    await target?.close().catch((error: unknown) => log(`  closing the database failed: ${errorText(error)}`));
  }
  return run;
}

async function main() {
  const argv = process.argv.slice(2);
  const parsed = parseOptions(argv, process.env);
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const options = parsed;
  const chosen = selectScenarios(options.scenarios);
  const cpus = os.cpus();
  const startedAt = new Date();
  const loadBefore = os.loadavg();

  const runs: DatabaseRun[] = [];
  for (const kind of options.databases) runs.push(await runOn(kind, options, chosen));

  const report: Report = {
    startedAt,
    command: `npm run bench${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`,
    settings:
      `${options.durationSeconds} s measured (+${options.warmupSeconds} s warm-up) per scenario, ` +
      `${options.connections} connections / concurrent loops, PostgreSQL pool ${options.poolSize}, ` +
      `search "${options.search}", ${SEED.users.toLocaleString('en')} users + ${SEED.volunteers.toLocaleString('en')} volunteers`,
    connections: options.connections,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      loadBefore,
      loadAfter: os.loadavg(),
    },
    scenarios: chosen,
    runs,
  };

  process.stdout.write(textReport(report));
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(resultsFile, markdownReport(report));
  log(`\nMarkdown copy: ${resultsFile}`);
  // A run whose requests failed has measured the wrong thing; say so in the exit code too.
  if (warnings(report).length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  log(errorText(error));
  process.exitCode = 1;
});
