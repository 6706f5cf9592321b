/**
 * `npm run bench -- --donations`: what the admin's list scenarios cannot show (issue 14), on the
 * PostgreSQL benchmark database with its 1,000,000 donations (seeded by the main benchmark):
 *
 * - the CSV export of one campaign (about 200,000 rows): time, rows, and the peak resident memory
 *   of the server process while it streams, against its memory before;
 * - the Stripe webhook: signed `checkout.session.completed` events for pending donations, each
 *   delivered twice (as Stripe retries), from concurrent senders: deliveries per second, latency,
 *   and a check that every donation was completed exactly once, with its own receipt number of one
 *   gap-free run (every completion takes the next number of its financial year, in its
 *   transaction). Those donations are removed after;
 * - Form 10BD of the last whole financial year (about 500,000 receipts): time, rows, bytes and the
 *   peak resident memory as for the export; and
 *   the list of that year's receipts without a donor PAN, its first page and a deep one; and
 * - the deep pages of the long lists, by number and by cursor (deep-pages.ts).
 *
 * The app runs in a process of its own (app-node.ts), so its memory is measured alone.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { startNode, stopNode, type AppNode } from './app-nodes.ts';
import { measureDeepPages } from './deep-pages.ts';
import { memoryLimit, memoryLimitMb, type MemoryLimit } from './memory-limit.ts';
import { timedGet } from './timed-get.ts';
import { ADMIN_EMAIL, PERSON_EMAIL, SEED } from './seed.ts';
import { residentMemory } from './resident-memory.ts';

const resultsFile = fileURLToPath(new URL('../results/donations.md', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Options {
  postgresUrl: string;
  events: number;
  senders: number;
  campaign: string;
  limit: MemoryLimit;
}

function parse(argv: string[], env: NodeJS.ProcessEnv): Options {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  const num = (name: string, fallback: number) => {
    const value = Number(arg(name) ?? fallback);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
    return value;
  };
  const server = arg('postgres') ?? env.BENCH_POSTGRES_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = '/sahaya_bench';
  return { postgresUrl: url.toString(), events: num('events', 4000), senders: num('senders', 50), campaign: arg('campaign') ?? 'health', limit: memoryLimit(memoryLimitMb(argv)) };
}

/** Resident memory of a process in MiB; 0 when /proc does not give it. */
function rssMiB(pid: number): number {
  const { total } = residentMemory(pid);
  return Number.isNaN(total) ? 0 : total / 1024 / 1024;
}

/** The goal of issue 43 for a file streamed to an admin: the node grows by less than this while making it. */
const STREAM_GROWTH_GOAL_MIB = 50;

const growth = ({ before, peak }: { before: number; peak: number }) =>
  `(+${(peak - before).toFixed(0)} MiB; goal < ${STREAM_GROWTH_GOAL_MIB} MiB: ${peak - before < STREAM_GROWTH_GOAL_MIB ? 'met' : '!! missed'})`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Downloads `path` as the admin, counting its lines and bytes as they come, and samples the app's
 * resident memory every 20 ms meanwhile: what a file of that size costs the server.
 */
async function measuredDownload(node: AppNode, token: string, path: string) {
  const pid = node.child.pid!;
  // What the app holds at rest, after a first small request has warmed it up.
  await fetch(`${node.url}/api/donations?page=1`, { headers: { authorization: `Bearer ${token}` } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  try {
    const started = performance.now();
    const res = await fetch(`${node.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
    let lines = 0;
    let bytes = 0;
    let firstByteMs: number | undefined;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMiB(pid));
    return { rows: lines - 1, bytes, seconds, firstByteMs: firstByteMs ?? 0, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

function signed(payload: string, secret: string) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

async function measureWebhook(node: AppNode, db: pg.Client, options: Options, secret: string) {
  const [person] = (await db.query<{ id: string }>('select id from users where email = $1', [PERSON_EMAIL])).rows;
  if (!person) throw new Error('The measured person is missing; run the main benchmark on PostgreSQL first');
  const prefix = `cs_bench_hook_${randomBytes(4).toString('hex')}_`;
  const { rows: donations } = await db.query<{ id: string; session: string }>(
    `insert into donations (user_id, amount, campaign, status, checkout_session_id)
     select $1, 500, 'health', 'pending', $2 || g from generate_series(1, $3::int) g returning id, checkout_session_id as session`,
    [person.id, prefix, options.events],
  );
  try {
    // Every event twice, the second delivery of each later in the queue, as Stripe retries.
    const events = donations.map((d, i) =>
      JSON.stringify({
        id: `evt_bench_${i}`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: d.session,
            client_reference_id: d.id,
            amount_total: 50_000,
            currency: 'inr',
            payment_status: 'paid',
            payment_intent: `pi_bench_${i}`,
          },
        },
      }),
    );
    const queue = [...events, ...events];
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.senders }, async () => {
        while (next < queue.length) {
          const payload = queue[next++]!;
          const sent = performance.now();
          const res = await fetch(`${node.url}/api/donations/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload, secret) },
            body: payload,
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (res.status !== 200) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [check] = (
      await db.query<{ completed: number; paid: number; numbered: number; span: number }>(
        `select count(*) filter (where status = 'completed')::int as completed,
                count(*) filter (where stripe_payment_id like 'pi_bench_%')::int as paid,
                count(distinct receipt_number)::int as numbered,
                (max(split_part(receipt_number, '/', 3)::int) - min(split_part(receipt_number, '/', 3)::int) + 1)::int as span
         from donations where checkout_session_id like $1 || '%'`,
        [prefix],
      )
    ).rows;
    latencies.sort((a, b) => a - b);
    return {
      deliveries: queue.length,
      perSecond: queue.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures,
      completed: check?.completed ?? 0,
      paid: check?.paid ?? 0,
      numbered: check?.numbered ?? 0,
      span: check?.span ?? 0,
    };
  } finally {
    await db.query('delete from donations where checkout_session_id like $1', [`${prefix}%`]);
  }
}

/** The financial year (April to March) before the one today is in, in India: the last whole one. */
function lastWholeFinancialYear(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() - 1 : india.getUTCFullYear() - 2;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

async function measureForm10bd(node: AppNode, token: string) {
  const fy = lastWholeFinancialYear();
  const file = await measuredDownload(node, token, `/api/donations/form-10bd?fy=${fy}`);
  const first = await timedGet(`${node.url}/api/donations/without-pan?fy=${fy}&page=1`, token);
  const { totalPages, totalItems } = JSON.parse(first.body) as { totalPages: number; totalItems: number };
  const deep = await timedGet(`${node.url}/api/donations/without-pan?fy=${fy}&page=${Math.max(1, Math.floor(totalPages / 2))}`, token);
  return {
    fy,
    file,
    withoutPan: totalItems,
    firstPageMs: first.ms,
    deepPage: Math.max(1, Math.floor(totalPages / 2)),
    deepPageMs: deep.ms,
  };
}

export async function runDonationsBench(argv: string[]): Promise<void> {
  const options = parse(argv, process.env);
  const db = new pg.Client({ connectionString: options.postgresUrl });
  await db.connect();
  const [{ count } = { count: 0 }] = (await db.query<{ count: number }>('select count(*)::int as count from donations')).rows;
  if (count < SEED.donations) {
    await db.end();
    throw new Error(`sahaya_bench holds ${count} donations; run \`npm run bench -- --postgres --databases=postgres --scenarios=admin-donations\` first to seed it`);
  }
  const jwtSecret = randomBytes(32).toString('hex');
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const [admin] = (await db.query<{ id: string }>('select id from users where email = $1', [ADMIN_EMAIL])).rows;
  const [session] = (
    await db.query<{ id: string }>(
      `insert into sessions (user_id, expires_at, user_agent) values ($1, now() + interval '1 day', 'sahaya-bench') returning id`,
      [admin?.id],
    )
  ).rows;
  const token = createSigner({ key: jwtSecret, algorithm: 'HS256', expiresIn: 60 * 60 * 1000 })({ sub: admin?.id, role: 'admin', sid: session?.id });
  const loadBefore = os.loadavg();
  log('Starting the app on the benchmark database');
  const node = await startNode({
    DATABASE_URL: options.postgresUrl,
    JWT_SECRET: jwtSecret,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_SECRET_KEY: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    REDIS_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  }, options.limit);
  try {
    log(`Exporting the ${options.campaign} campaign as CSV`);
    const exported = await measuredDownload(node, token, `/api/donations/export?campaign=${options.campaign}`);
    log(`Delivering ${options.events * 2} webhook events from ${options.senders} senders`);
    const hook = await measureWebhook(node, db, options, webhookSecret);
    log('Making Form 10BD of the last whole financial year, and its receipts without a PAN');
    const form = await measureForm10bd(node, token);
    log('Reading the long lists deep down, by page number and by cursor');
    const deepPages = await measureDeepPages(node.url, token, form.fy);
    const ok =
      hook.failures === 0 &&
      hook.completed === options.events &&
      hook.paid === options.events &&
      hook.numbered === options.events &&
      hook.span === options.events;
    const lines = [
      '# Donations benchmark',
      '',
      `${new Date().toISOString()}, ${os.cpus().length} cores, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before; PostgreSQL, ${SEED.donations.toLocaleString('en')} donations; the app node runs ${options.limit.description}`,
      '',
      '| measurement | figure |',
      '| --- | --- |',
      `| CSV export, campaign ${options.campaign} | ${exported.rows.toLocaleString('en')} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB in ${exported.seconds.toFixed(2)} s (${Math.round(exported.rows / exported.seconds).toLocaleString('en')} rows/s), first byte after ${exported.firstByteMs.toFixed(0)} ms |`,
      `| server memory (RSS) during the export | ${exported.before.toFixed(0)} MiB before, ${exported.peak.toFixed(0)} MiB at the peak ${growth(exported)} |`,
      `| webhook deliveries (each event twice), ${options.senders} senders | ${hook.deliveries.toLocaleString('en')} in all, ${hook.perSecond.toFixed(0)}/s, p50 ${hook.p50.toFixed(1)} ms, p99 ${hook.p99.toFixed(1)} ms, ${hook.failures} not 200 |`,
      `| donations completed exactly once, each numbered | ${hook.completed} of ${options.events} completed, ${hook.paid} with their payment id, ${hook.numbered} receipt numbers spanning ${hook.span}: ${ok ? 'PASS' : '!! FAIL'} |`,
      `| Form 10BD, financial year ${form.fy} | ${form.file.rows.toLocaleString('en')} rows (one per donor and mode), ${(form.file.bytes / 1024 / 1024).toFixed(1)} MiB in ${form.file.seconds.toFixed(2)} s, first byte after ${form.file.firstByteMs.toFixed(0)} ms |`,
      `| server memory (RSS) while making Form 10BD | ${form.file.before.toFixed(0)} MiB before, ${form.file.peak.toFixed(0)} MiB at the peak ${growth(form.file)} |`,
      `| receipts of ${form.fy} without a PAN, 10 a page | ${form.withoutPan.toLocaleString('en')} in all; page 1 in ${form.firstPageMs.toFixed(0)} ms, page ${form.deepPage.toLocaleString('en')} in ${form.deepPageMs.toFixed(0)} ms |`,
      '',
      '## Deep pages',
      '',
      ...deepPages,
      '',
      `Command: npm run bench -- ${argv.join(' ')}`,
      '',
    ];
    const text = lines.join('\n');
    process.stdout.write(`${text}\n`);
    mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
    writeFileSync(resultsFile, text);
    if (!ok) process.exitCode = 1;
  } finally {
    await stopNode(node);
    await db.query('delete from sessions where id = $1', [session?.id]);
    await db.end();
  }
}
