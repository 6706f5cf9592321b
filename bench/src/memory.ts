/**
 * `npm run bench -- --memory`: what a node holds once it has served a little and gone quiet
 * (issue 43). The compiled server is started as the container starts it (its command and settings), on the embedded database
 * in a data folder of its own made by an earlier start. It serves the landing page with its scripts
 * and stylesheets, and an admin's sign-in and dashboard; then it idles. Its resident memory is read
 * from /proc, and where it goes from its own /metrics: the JavaScript heap, and the memory outside
 * it, which on the embedded database is mostly PostgreSQL's WebAssembly memory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.ts';
import { memoryLimit, memoryLimitMb, type MemoryLimit } from './memory-limit.ts';
import { residentMemory } from './resident-memory.ts';
import { containerCommand, containerEnvFor, newcomerEnv, startUntilReady, stopServer } from './server-process.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/memory.md', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);
const START_TIMEOUT_MS = 120_000;
/** The goal of issue 43, for a server of 1 GB. */
const GOAL_MB = 250;
const ADMIN = { email: 'memory-bench-admin@example.test', password: 'Memory-Bench@123' };

interface MemoryOptions {
  runs: number;
  idleSeconds: number;
  limit: MemoryLimit;
}

function parseMemoryOptions(argv: string[]): MemoryOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const unknown = argv.filter((a) => a !== '--memory' && !/^--(runs|idle|memory-limit)=/.test(a));
  if (unknown.length > 0) throw new Error(`With --memory only --runs=N, --idle=S and --memory-limit=MB are understood, not ${unknown.join(' ')}`);
  const runs = Number(value('runs') ?? 3);
  const idleSeconds = Number(value('idle') ?? 10);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');
  if (!(idleSeconds >= 0)) throw new Error('--idle must be a number of seconds');
  return { runs, idleSeconds, limit: memoryLimit(memoryLimitMb(argv)) };
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** The landing page and every script and stylesheet it names, as a browser fetches them. */
async function serveLandingPage(baseUrl: string): Promise<number> {
  const html = await (await ok(await fetch(`${baseUrl}/home`), 'GET /home')).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  await Promise.all(assets.map(async (path) => (await ok(await fetch(`${baseUrl}${path}`), `GET ${path}`)).arrayBuffer()));
  return assets.length;
}

/** An admin signs in and opens their dashboard. */
async function serveAdminDashboard(baseUrl: string): Promise<void> {
  const signIn = await ok(
    await fetch(`${baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: ADMIN }),
    }),
    'admin sign-in',
  );
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  await (await ok(await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { authorization: `Bearer ${accessToken}` } }), 'GET /api/admin/dashboard')).json();
}

/** A gauge of the node's /metrics, in bytes. */
async function gauge(baseUrl: string, name: string): Promise<number> {
  const text = await (await ok(await fetch(`${baseUrl}/metrics`), 'GET /metrics')).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}

interface Sample {
  atReady: number;
  /** The most it held at once until it was ready. */
  peak: number;
  total: number;
  anonymous: number;
  files: number;
  heap: number;
  external: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

export async function runMemoryBench(argv: string[]): Promise<void> {
  const options = parseMemoryOptions(argv);
  const scratch = mkdtempSync(join(os.tmpdir(), 'sahaya-bench-memory-'));
  const env = containerEnvFor(repoRoot, { ...newcomerEnv(), DATA_DIR: join(scratch, 'data'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, scratch);
  const container = containerCommand(repoRoot);
  const command = options.limit.wrap(...container);
  const samples: Sample[] = [];
  let assets = 0;
  let firstStart: { seconds: number; total: number; peak: number } | undefined;
  try {
    log('Making the data folder and the admin (a first start)...');
    const first = await startUntilReady(...command, repoRoot, env, START_TIMEOUT_MS);
    firstStart = { seconds: first.readySeconds, ...residentMemory(first.child.pid!) };
    await stopServer(first.child);
    for (let run = 1; run <= options.runs; run += 1) {
      const server = await startUntilReady(...command, repoRoot, env, START_TIMEOUT_MS);
      try {
        const pid = server.child.pid!;
        const { total: atReady, peak } = residentMemory(pid);
        assets = await serveLandingPage(server.baseUrl);
        await serveAdminDashboard(server.baseUrl);
        await new Promise((resolve) => setTimeout(resolve, options.idleSeconds * 1000));
        const sample = {
          ...residentMemory(pid),
          atReady,
          peak,
          heap: await gauge(server.baseUrl, 'nodejs_heap_used_bytes'),
          external: await gauge(server.baseUrl, 'nodejs_external_memory_bytes'),
        };
        samples.push(sample);
        log(`  run ${run}: ${mb(sample.atReady)} at /readyz, ${mb(sample.total)} after the pages and ${options.idleSeconds} s idle`);
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const of = (key: keyof Sample) => mb(median(samples.map((s) => s[key])));
  const idle = median(samples.map((s) => s.total));
  const cpus = os.cpus();
  const lines = [
    '# Memory of a node',
    '',
    `${new Date().toISOString()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; ` +
      `\`MALLOC_MMAP_THRESHOLD_=${env.MALLOC_MMAP_THRESHOLD_ ?? '(unset)'} node ${container[1].join(' ')}\` as the container runs it, on the embedded database in a data folder made by an earlier start; ${options.limit.description}.`,
    `Each run serves \`/home\` with its ${assets} scripts and stylesheets, an admin's sign-in and \`/api/admin/dashboard\`, then idles ${options.idleSeconds} s.`,
    `Medians of ${samples.length} runs.`,
    '',
    '| measure | memory |',
    '| --- | --- |',
    `| the first start, which makes the data folder: resident at its peak, and when \`/readyz\` answers | ${mb(firstStart!.peak)}, ${mb(firstStart!.total)} (ready in ${firstStart!.seconds.toFixed(1)} s) |`,
    `| resident when \`/readyz\` first answers 200 | ${of('atReady')} |`,
    `| resident at its peak before it is ready (\`VmHWM\`) | ${of('peak')} |`,
    `| resident after the pages and the idle time | **${mb(idle)}**; goal ≤ ${GOAL_MB} MB: ${idle <= GOAL_MB * 1e6 ? 'met' : '!! missed'} |`,
    `| of which the process's own pages (anonymous) | ${of('anonymous')} |`,
    `| of which files mapped in (code) | ${of('files')} |`,
    `| JavaScript heap in use (\`nodejs_heap_used_bytes\`) | ${of('heap')} |`,
    `| memory outside the heap: buffers and the database's WebAssembly memory (\`nodejs_external_memory_bytes\`) | ${of('external')} |`,
    '',
    `Command: npm run bench -- ${argv.join(' ')}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(resultsFile, lines.join('\n'));
  log(`\nMarkdown copy: ${resultsFile}`);
}
