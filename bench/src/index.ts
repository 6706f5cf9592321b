/**
 * `npm run bench`: seeds 100,000 users, 20,000 volunteers, 10,000 assets and 1,000,000 asset
 * requests into a benchmark database, starts the real app on it, and measures the scenarios of
 * scenarios.ts with autocannon — on the embedded database, and on PostgreSQL too when a server is
 * given — then prints one table with the databases side by side and writes the same as markdown
 * to bench/results/latest.md.
 * `npm run bench -- --lighthouse` audits the speed of the web app's pages instead (lighthouse.ts).
 * `npm run bench -- --chat` measures live chat delivery on one and two nodes (chat.ts).
 * `npm run bench -- --donations` measures the donations export and webhook (donations.ts).
 * `npm run bench -- --start` measures a fresh clone's install and start, and a warm start (start-time.ts).
 * `npm run bench -- --memory` measures what a node holds after a little work and some idle time (memory.ts).
 * `npm run bench -- --export-memory` measures the memory of a node making a person's data export (export-memory.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { captureSql, startApp, type CapturedStatement, type RunningApp } from './app-under-test.ts';
import { measureApprovals } from './approvals.ts';
import { measureDispatch, waveOfNearestOpenRequest, type DispatchRun } from './dispatch.ts';
import { runChatBench } from './chat.ts';
import { runDonationsBench } from './donations.ts';
import { runLighthouse } from './lighthouse.ts';
import { runMemoryBench } from './memory.ts';
import { runExportMemoryBench } from './export-memory.ts';
import { runStartBench } from './start-time.ts';
import { runHttp, runLoops, settle, type Measurement } from './load.ts';
import { parseOptions, USAGE, type BenchOptions, type DatabaseKind } from './options.ts';
import { markdownReport, textReport, warnings, type DatabaseRun, type Explained, type Report } from './report.ts';
import {
  scenarios as allScenarios,
  capturedKey,
  firstRequestOf,
  selectScenarios,
  type ApprovalScenario,
  type DispatchScenario,
  type HttpScenario,
  type Scenario,
} from './scenarios.ts';
import { busiestAsset, ensureSeeded, openSessions, SEED, type BenchPeople } from './seed.ts';
import { measureSequence, readingWhole } from './sequence.ts';
import { openTarget, type BenchTarget, type SqlRunner } from './target.ts';
import { measureWrites } from './writes.ts';

const resultsFile = fileURLToPath(new URL('../results/latest.md', import.meta.url));

/** Progress goes to stderr, so stdout carries the report alone. */
const log = (line: string) => process.stderr.write(`${line}\n`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const unique = (values: string[]) => [...new Set(values)];

/**
 * The plan of each statement of a scenario but the session check, the indexes it reads, the tables
 * it reads whole and the methods of the sorts it makes.
 */
async function explain(db: SqlRunner, scenario: string, statements: { text: string; params: unknown[] }[]): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const s of statements.filter((st) => !/\bfrom "sessions"/.test(st.text))) {
    const rows = await db.query(`explain (analyze, buffers) ${s.text}`, s.params);
    const plan = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
    const indexes = [...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map(
      (m) => m[1] ?? '',
    );
    const fullScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] ?? '');
    const sorts = [...plan.matchAll(/Sort Method: ([\w -]+?)(?: {2}|$)/gm)].map((m) => m[1] ?? '');
    out.push({ scenario, statement: s.text, plan, indexes: unique(indexes), fullScans: unique(fullScans), sorts });
  }
  return out;
}

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

const dispatchSummary = (d: DispatchRun) =>
  `${d.madePerSecond.toFixed(0)} requests made/s; first waves: ${d.wavesDuringRun} of ${d.made} sent during the run, ` +
  `the rest within ${d.drainSeconds.toFixed(1)} s after it; a request's first wave after p50 ${d.firstWave.p50.toFixed(2)} s, ` +
  `p99 ${d.firstWave.p99.toFixed(2)} s`;

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
    log(run.seed.reused ? '  seeded data reused' : `  seeded (${run.seed.seeded.join(', ')}) in ${run.seed.seconds.toFixed(1)} s`);
    const people: BenchPeople = await openSessions(target.admin);
    const context = { search: options.search, busyAssetId: await busiestAsset(target.admin) };
    running = await startApp(target);
    const app = running.app;
    // Tokens live 15 minutes; each scenario gets a fresh one, so no run outlives its token.
    const tokenFor = (who: HttpScenario['as']) =>
      who === undefined
        ? Promise.resolve(undefined)
        : app.signAccessToken({
            sub: people[who].id,
            role: who === 'admin' ? 'admin' : who === 'volunteer' ? 'volunteer' : 'user',
            sid: people[who].sessionId,
          });
    const routeMissing = (s: HttpScenario | ApprovalScenario | DispatchScenario) => s.route !== undefined && !app.hasRoute(s.route);

    // Each scenario's request is sent through a logging twin of the app first, twice: the report
    // shows the SQL each runs, and the direct-SQL scenarios replay it.
    const replayed = new Set(chosen.flatMap((s) => (s.kind === 'sql' || s.kind === 'sequence' ? [s.replays] : [])));
    const toCapture = allScenarios.filter(
      (s): s is HttpScenario => s.kind === 'http' && !routeMissing(s) && (chosen.includes(s) || replayed.has(s.id)),
    );
    for (const scenario of toCapture) {
      const captured = await captureSql(target, running.config, {
        url: scenario.path(context),
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
    // The plans of the lists held to targets. A list's first request runs every statement it can
    // run (the count too); a repeated one may read its page another way (a broad search walks the
    // list once its totals are kept), and that statement is explained as well.
    for (const scenario of toCapture.filter((s) => s.issue !== undefined)) {
      const first = run.captured.get(firstRequestOf(scenario.id)) ?? [];
      const statements = [...first, ...(run.captured.get(scenario.id) ?? []).filter((s) => !first.some((f) => f.text === s.text))];
      if (statements.length === 0) continue;
      const explained = await explain(target.admin, scenario.id, statements);
      run.explained.push(...explained);
      const scans = unique(explained.flatMap((e) => e.fullScans));
      log(
        `  ${scenario.id} reads the indexes: ${unique(explained.flatMap((e) => e.indexes)).join(', ') || 'NONE'}` +
          (scans.length > 0 ? `; whole tables: ${scans.join(', ')}` : ''),
      );
    }

    for (const scenario of chosen) {
      if (scenario.kind === 'http') {
        if (routeMissing(scenario)) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: 'endpoint not built yet' });
          log(`  ${scenario.id}: skipped, ${scenario.route?.url} does not exist`);
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        const m = await measureHttp(running, options, scenario.path(context), await tokenFor(scenario.as));
        run.outcomes.set(scenario.id, { status: 'measured', measurement: m });
        log(`    ${summary(m)}`);
      } else if (scenario.kind === 'approvals') {
        if (routeMissing(scenario)) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: 'endpoint not built yet' });
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        await settle();
        const approvals = await measureApprovals(target.admin, {
          baseUrl: running.baseUrl,
          token: (await tokenFor('admin')) ?? '',
          connections: options.connections,
          seconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          stock: scenario.stock,
        });
        run.outcomes.set(scenario.id, { status: 'measured', measurement: approvals.measurement, approvals });
        log(`    ${summary(approvals.measurement)}; ${approvals.approvalsPerSecond.toFixed(0)} approvals/s`);
        log(`    ${approvals.check.text}`);
      } else if (scenario.kind === 'dispatch') {
        if (routeMissing(scenario)) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: 'endpoint not built yet' });
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s, then the first waves' backlog`);
        await settle();
        const dispatch = await measureDispatch(target.admin, {
          baseUrl: running.baseUrl,
          sign: (claims) => app.signAccessToken(claims),
          connections: options.connections,
          seconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
        });
        run.outcomes.set(scenario.id, { status: 'measured', measurement: dispatch.measurement, dispatch });
        log(`    ${summary(dispatch.measurement)}; ${dispatchSummary(dispatch)}`);
        log(`    ${dispatch.check.text}`);
      } else if (scenario.kind === 'statement') {
        const wave = await waveOfNearestOpenRequest(target.admin);
        const statements: CapturedStatement[] = [{ text: wave.text, params: wave.params, concurrentWithPrevious: false }];
        run.captured.set(scenario.id, statements);
        const explained = await explain(target.admin, scenario.id, statements);
        run.explained.push(...explained);
        log(
          `  ${scenario.id} (${wave.about}) reads the indexes: ${unique(explained.flatMap((e) => e.indexes)).join(', ') || 'NONE'}` +
            (explained.some((e) => e.fullScans.length > 0) ? `; whole tables: ${unique(explained.flatMap((e) => e.fullScans)).join(', ')}` : ''),
        );
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        const m = await measureSql(target, options, statements);
        run.outcomes.set(scenario.id, { status: 'measured', measurement: m });
        log(`    ${summary(m)}`);
      } else if (scenario.kind === 'sequence') {
        const replayedScenario = toCapture.find((s) => s.id === scenario.replays);
        const statements = run.captured.get(scenario.replays);
        if (!replayedScenario || !statements) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: `${scenario.replays} not available` });
          continue;
        }
        // The plans with the index and with the table read whole, as the ratio compares them.
        run.explained.push(...(await explain(target.admin, scenario.replays, statements)));
        const whole = statements.map((s) => ({ ...s, text: readingWhole(s.text, scenario.table) })).filter((s, i) => s.text !== statements[i]?.text);
        run.explained.push(...(await explain(target.admin, `${scenario.replays} (${scenario.table} read whole)`, whole)));
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s, one request at a time`);
        await settle();
        const direct = await target.openDirect();
        try {
          const sequence = await measureSequence({
            url: `${running.baseUrl}${replayedScenario.path(context)}`,
            token: await tokenFor(replayedScenario.as),
            statements,
            table: scenario.table,
            direct,
            seconds: options.durationSeconds,
            warmupSeconds: options.warmupSeconds,
          });
          run.outcomes.set(scenario.id, { status: 'measured', measurement: sequence.measurement, sequence });
          log(
            `    HTTP p50 ${sequence.http.p50.toFixed(1)} ms, p95 ${sequence.http.p95.toFixed(1)} ms; SQL p95 ${sequence.sql.p95.toFixed(1)} ms; ` +
              `table read whole p50 ${sequence.fullScan.p50.toFixed(1)} ms (${sequence.fullScanRatio.toFixed(0)}×); ${sequence.results} of ${sequence.total} results`,
          );
        } finally {
          await direct.close();
        }
      } else if (scenario.kind === 'writes') {
        if (!target.databaseUrl) {
          run.outcomes.set(scenario.id, { status: 'skipped', reason: 'one connection: no concurrent writers' });
          continue;
        }
        log(`  ${scenario.id}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
        await settle();
        const m = await measureWrites(target.databaseUrl, {
          connections: options.connections,
          seconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          versioned: scenario.versioned,
        });
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
  // The page-speed audit is a benchmark of its own: another server, another database, no load.
  if (argv.includes('--lighthouse')) {
    await runLighthouse(argv);
    return;
  }
  // So is live chat delivery: its own database and app nodes in processes of their own.
  if (argv.includes('--chat')) {
    await runChatBench(argv);
    return;
  }
  // The donations export and webhook: the app in a process of its own, on the seeded database.
  if (argv.includes('--donations')) {
    await runDonationsBench(argv);
    return;
  }
  // And the start time: a fresh clone's install and first start, then warm starts.
  if (argv.includes('--start')) {
    await runStartBench(argv);
    return;
  }
  // And the memory of a node making a person's data export.
  if (argv.includes('--export-memory')) {
    await runExportMemoryBench(argv);
    return;
  }
  // And a node's memory once it has served a little and gone quiet.
  if (argv.includes('--memory')) {
    await runMemoryBench(argv);
    return;
  }
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
      `search "${options.search}", ${SEED.users.toLocaleString('en')} users + ${SEED.volunteers.toLocaleString('en')} volunteers, ` +
      `${SEED.assets.toLocaleString('en')} assets + ${SEED.assetRequests.toLocaleString('en')} asset requests, ` +
      `${SEED.donations.toLocaleString('en')} donations, ${SEED.assistanceRequests.toLocaleString('en')} assistance requests, ` +
      `${SEED.onDuty.toLocaleString('en')} volunteers on duty`,
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
