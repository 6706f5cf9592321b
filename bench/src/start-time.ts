/**
 * `npm run bench -- --start`: how long a person waits for Sahaya to answer (issue 21).
 *
 * - fresh: the repository's committed HEAD cloned into a temporary folder, then `npm install`
 *   and `npm start` there, timed until `GET /readyz` answers 200 (the database and the job queue
 *   ready, not only the process up): the README's two commands on a
 *   fresh clone (the first start builds everything and creates, migrates and seeds the database);
 * - warm: `npm start` again in that clone, with the build up to date and the database there,
 *   `--runs` times; and the compiled server alone (`node apps/server/dist/main.js`, what the
 *   container runs), to show what npm and the build check add. The compiled server runs as the
 *   container runs it: NODE_ENV=production (and the two settings production asks for), so its log
 *   is JSON lines where `npm start` writes a developer's log through pino-pretty in threads of its
 *   own, and Node's compile cache (from Node 22 on; `npm start` enables it too).
 *
 * Each start gets a free port and the clone's own data folder, and is stopped with SIGTERM.
 * `--skip-fresh` measures the warm starts in this checkout instead (with a data folder of its own,
 * started once unmeasured first), which takes seconds rather than minutes. npm's download cache is
 * used as it is, so "fresh" means a fresh clone, not a machine that never downloaded a package.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/start.md', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);
/** How long one start may take before the benchmark gives up on it (a fresh one builds everything). */
const START_TIMEOUT_MS = 10 * 60_000;
/** The warm-start goals on this 2-core machine: `npm start`'s of issue 21, the compiled server's of issue 43. */
const WARM_GOAL_S = 1.5;
const READY_GOAL_S = 2;

interface StartOptions {
  runs: number;
  skipFresh: boolean;
}

function parseStartOptions(argv: string[]): StartOptions {
  const known = ['--start', '--skip-fresh'];
  const runsArg = argv.find((a) => a.startsWith('--runs='));
  const unknown = argv.filter((a) => !known.includes(a) && a !== runsArg);
  if (unknown.length > 0) throw new Error(`With --start only --runs=N and --skip-fresh are understood, not ${unknown.join(' ')}`);
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');
  return { runs, skipFresh: argv.includes('--skip-fresh') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Runs a command to its end in a folder; returns the seconds it took. */
function timed(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return (performance.now() - started) / 1000;
}

/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The CPU seconds a process group has used so far, its finished children included, from /proc
 * (Linux). On a machine shared with other work the wall time grows with the load and the CPU time
 * hardly does, so both are reported.
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command name in parentheses: state, ppid, pgrp, ..., utime, stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  }
  return ticks / ticksPerSecond;
}

/** Stops a start and everything it started (npm, the shell, node): they share a process group. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/**
 * Starts a command and times it until /readyz answers 200, then stops it. Its output is kept and
 * shown only when it does not come up.
 */
interface Timing {
  /** Seconds from the command's start until /readyz answered 200. */
  wall: number;
  /** CPU seconds its processes had used by then. */
  cpu: number;
}

async function timeToReady(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Timing> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      const answered = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (answered) return { wall: (performance.now() - started) / 1000, cpu: child.pid === undefined ? 0 : groupCpuSeconds(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${command} ${args.join(' ')} did not answer /readyz within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (value: number) => `${value.toFixed(2)} s`;
const spread = (timings: Timing[]) => {
  const walls = timings.map((t) => t.wall);
  return (
    `${seconds(median(walls))} median (${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))}, ${timings.length} runs); ` +
    `CPU ${seconds(median(timings.map((t) => t.cpu)))} median`
  );
};

export async function runStartBench(argv: string[]): Promise<void> {
  const options = parseStartOptions(argv);
  const loadBefore = os.loadavg();
  const scratch = mkdtempSync(join(os.tmpdir(), 'sahaya-bench-start-'));
  // The server's settings in this shell, and what `npm run bench` itself put in the environment,
  // would change what is measured: a newcomer has neither. The data folder is the clone's (or, in
  // this checkout, a scratch one).
  const dropped = new Set(['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DATA_DIR', 'PORT', 'INIT_CWD', 'NODE_OPTIONS']);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !dropped.has(key) && !key.startsWith('npm_') && !key.startsWith('S3_')),
  );
  env.LOG_LEVEL = 'warn';
  // As the Dockerfile sets it (its compile cache in the scratch folder), with what a production
  // start refuses to go without.
  const containerEnv = {
    ...env,
    NODE_ENV: 'production',
    NODE_COMPILE_CACHE: join(scratch, 'node-compile-cache'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const rows: Array<[string, string]> = [];
  try {
    let where = repoRoot;
    if (options.skipFresh) {
      env.DATA_DIR = join(scratch, 'data');
      log('Priming a data folder for the warm starts (unmeasured)...');
      await timeToReady('npm', ['start'], where, env);
    } else {
      where = join(scratch, 'main');
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
      log(`Cloning ${head} into ${where}...`);
      execFileSync('git', ['clone', '-q', repoRoot, where]);
      log('npm install...');
      const install = timed('npm', ['install', '--no-audit', '--no-fund'], where);
      log(`  ${seconds(install)}; npm start until /readyz answers...`);
      const firstStart = await timeToReady('npm', ['start'], where, env);
      log(`  ${seconds(firstStart.wall)}`);
      rows.push(
        [`fresh clone of ${head}: npm install`, seconds(install)],
        ['fresh clone: first npm start until /readyz (builds all, creates and seeds the database)', `${seconds(firstStart.wall)}; CPU ${seconds(firstStart.cpu)}`],
        ['fresh clone: npm install && npm start until /readyz', `**${seconds(install + firstStart.wall)}**`],
      );
    }
    const warm: Timing[] = [];
    const bare: Timing[] = [];
    for (let i = 1; i <= options.runs; i += 1) {
      const npmStart = await timeToReady('npm', ['start'], where, env);
      const node = await timeToReady(process.execPath, ['apps/server/dist/main.js'], where, containerEnv);
      warm.push(npmStart);
      bare.push(node);
      log(`  warm run ${i}: npm start ${seconds(npmStart.wall)} (CPU ${seconds(npmStart.cpu)}), node apps/server/dist/main.js ${seconds(node.wall)} (CPU ${seconds(node.cpu)})`);
    }
    const warmMedian = median(warm.map((t) => t.wall));
    const goal = (took: number, limit: number) => `goal ≤ ${limit} s: ${took <= limit ? 'met' : '!! missed'}`;
    rows.push(
      ['warm npm start until /readyz (build up to date, database there)', `**${spread(warm)}**; ${goal(warmMedian, WARM_GOAL_S)}`],
      [
        'warm node apps/server/dist/main.js until /readyz (what the container runs)',
        `**${spread(bare)}**; ${goal(median(bare.map((t) => t.wall)), READY_GOAL_S)}`,
      ],
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const cpus = os.cpus();
  const lines = [
    '# Start time',
    '',
    `${new Date().toISOString()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
      `load ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} after; embedded database`,
    '',
    '| measurement | time |',
    '| --- | --- |',
    ...rows.map(([what, time]) => `| ${what} | ${time} |`),
    '',
    `Command: npm run bench -- ${argv.join(' ')}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}`);
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(resultsFile, lines.join('\n'));
  log(`\nMarkdown copy: ${resultsFile}`);
}
