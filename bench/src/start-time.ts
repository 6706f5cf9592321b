/**
 * `npm run bench -- --start`: how long a person waits for Sahaya to answer (issue 21).
 *
 * - fresh: the repository's committed HEAD cloned into a temporary folder, then `npm install`
 *   and `npm start` there, timed until `GET /readyz` answers 200 (the database and the job queue
 *   ready, not only the process up): the README's two commands on a
 *   fresh clone (the first start builds everything and creates, migrates and seeds the database);
 * - warm: `npm start` again in that clone, with the build up to date and the database there,
 *   `--runs` times; and the compiled server alone (the Dockerfile's `node … apps/server/dist/main.js`, what the
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
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from './median.ts';
import { containerCommand, containerEnvFor, newcomerEnv, startUntilReady, stopServer } from './server-process.ts';

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

/** How long a start took until /readyz answered 200. */
interface Timing {
  /** Seconds from the command's start until /readyz answered 200. */
  wall: number;
  /** CPU seconds its processes had used by then. */
  cpu: number;
}

/** Starts a command, times it until /readyz answers 200, then stops it. */
async function timeToReady(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Timing> {
  const server = await startUntilReady(command, args, cwd, env, START_TIMEOUT_MS);
  try {
    return { wall: server.readySeconds, cpu: server.child.pid === undefined ? 0 : groupCpuSeconds(server.child.pid) };
  } finally {
    await stopServer(server.child);
  }
}

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
  // The data folder is the clone's or, in this checkout, a scratch one: both kinds of start use it.
  const env = newcomerEnv();
  if (options.skipFresh) env.DATA_DIR = join(scratch, 'data');
  const containerEnv = containerEnvFor(repoRoot, env, scratch);
  const rows: Array<[string, string]> = [];
  try {
    let where = repoRoot;
    if (options.skipFresh) {
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
    // The container's command, from the Dockerfile of the copy being started.
    const container = containerCommand(where);
    const warm: Timing[] = [];
    const bare: Timing[] = [];
    for (let i = 1; i <= options.runs; i += 1) {
      const npmStart = await timeToReady('npm', ['start'], where, env);
      const node = await timeToReady(...container, where, containerEnv);
      warm.push(npmStart);
      bare.push(node);
      log(`  warm run ${i}: npm start ${seconds(npmStart.wall)} (CPU ${seconds(npmStart.cpu)}), the container's command ${seconds(node.wall)} (CPU ${seconds(node.cpu)})`);
    }
    const warmMedian = median(warm.map((t) => t.wall));
    const goal = (took: number, limit: number) => `goal ≤ ${limit} s: ${took <= limit ? 'met' : '!! missed'}`;
    rows.push(
      ['warm npm start until /readyz (build up to date, database there)', `**${spread(warm)}**; ${goal(warmMedian, WARM_GOAL_S)}`],
      [
        `warm node ${container[1].join(' ')} until /readyz (what the container runs)`,
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
