/**
 * `npm run bench -- --chat`: live chat delivery (issue 13). 500 approved requests, each with its
 * requester and its volunteer connected by Socket.IO and joined to the conversation; messages are
 * sent through `POST /api/chats/messages` by one party and timed until `new-message` reaches the
 * other. Runs on one node, then on two nodes sharing PostgreSQL and Redis (requesters on one node,
 * volunteers on the other, so every delivery crosses Redis). Each node is a process of its own.
 *
 * Each node's resident memory is read before its sockets connect and once they have, which gives
 * what a socket costs a node (issue 43 asks 1,000 per node: `--conversations=1000`).
 *
 * Two measurements per setup:
 * - paced: a fixed rate (200 messages/s by default), p50/p95/p99 of delivery latency;
 * - saturated: as many messages as `--senders` concurrent loops can send one after the other,
 *   which gives the delivered messages per second the setup can carry.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { startNode, stopNode, type AppNode } from './app-nodes.ts';
import { residentMemory } from './resident-memory.ts';
import { io, type Socket } from 'socket.io-client';

const resultsFile = fileURLToPath(new URL('../results/chat.md', import.meta.url));
const DATABASE_NAME = 'sahaya_bench_chat';
const log = (line: string) => process.stderr.write(`${line}\n`);

interface ChatOptions {
  conversations: number;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  senders: number;
  postgresUrl: string;
  redisUrl: string;
}

function parseChatOptions(argv: string[], env: NodeJS.ProcessEnv): ChatOptions {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  const num = (name: string, fallback: number) => {
    const value = Number(arg(name) ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  return {
    conversations: num('conversations', 500),
    rate: num('rate', 200),
    seconds: num('duration', 10),
    warmupSeconds: num('warmup', 2),
    senders: num('senders', 50),
    postgresUrl: arg('postgres') ?? env.BENCH_POSTGRES_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: arg('redis') ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

interface Party {
  id: string;
  token: string;
}
interface Conversation {
  requestId: string;
  user: Party;
  volunteer: Party;
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A fresh database of the benchmark's own on the server; the database the URL names is not written to. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await client.query(`create database ${DATABASE_NAME}`);
  await client.end();
  return withDatabase(serverUrl, DATABASE_NAME);
}

/** The requesters, volunteers, approved requests and open sessions, in a few set-based statements. */
async function seed(databaseUrl: string, count: number, jwtSecret: string): Promise<Conversation[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const people = async (role: 'user' | 'volunteer') =>
    (
      await client.query<{ id: string }>(
        `insert into users (name, email, role, is_verified)
         select $1 || ' ' || g, 'bench-chat-' || $1 || '-' || g || '@example.com', $1::role, true from generate_series(1, $2) g
         returning id`,
        [role, count],
      )
    ).rows.map((r) => r.id);
  const users = await people('user');
  const volunteers = await people('volunteer');
  const { rows: requests } = await client.query<{ id: string; user_id: string; volunteer_id: string }>(
    `insert into assistance_requests (user_id, volunteer_id, type, volunteer_type, priority, status, requested_date, requested_time,
       description, street, city, state, zip_code, assigned_at)
     select u, v, 'volunteer', 'general', 'normal', 'approved', current_date + 1, '09:00', 'Benchmark conversation',
       '1 MG Road', 'Pune', 'Maharashtra', '411001', now()
     from unnest($1::uuid[], $2::uuid[]) as p(u, v)
     returning id, user_id, volunteer_id`,
    [users, volunteers],
  );
  const { rows: sessions } = await client.query<{ id: string; user_id: string }>(
    `insert into sessions (user_id, expires_at, user_agent) select u, now() + interval '1 day', 'sahaya-bench'
     from unnest($1::uuid[]) as u returning id, user_id`,
    [[...users, ...volunteers]],
  );
  await client.end();
  const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', expiresIn: 15 * 60 * 1000 });
  const roleOf = new Set(volunteers);
  const tokenOf = new Map(
    sessions.map((s) => [s.user_id, sign({ sub: s.user_id, role: roleOf.has(s.user_id) ? 'volunteer' : 'user', sid: s.id })]),
  );
  const party = (id: string): Party => ({ id, token: tokenOf.get(id)! });
  return requests.map((r) => ({ requestId: r.id, user: party(r.user_id), volunteer: party(r.volunteer_id) }));
}

type Timings = Map<string, number>;

/** Connects every party to its node and joins its conversation; delivery to the other party is timed. */
async function connectAll(conversations: Conversation[], nodeFor: (side: 'user' | 'volunteer') => string, sent: Timings, delivered: number[]) {
  const sockets: Socket[] = [];
  const open = (party: Party, url: string, requestId: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: party.token }, reconnection: false });
      socket.on('new-message', (message: { receiver: string; content: string }) => {
        if (message.receiver !== party.id) return;
        const start = sent.get(message.content);
        if (start !== undefined) {
          delivered.push(performance.now() - start);
          sent.delete(message.content);
        }
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.emit('join-conversation', requestId, (ack: { ok: boolean; message?: string }) =>
          ack.ok ? resolve(socket) : reject(new Error(ack.message)),
        );
      });
      sockets.push(socket);
    });
  // A few hundred at a time, as people arrive, not a thousand handshakes in one tick.
  for (let i = 0; i < conversations.length; i += 100) {
    await Promise.all(
      conversations.slice(i, i + 100).flatMap((c) => [open(c.user, nodeFor('user'), c.requestId), open(c.volunteer, nodeFor('volunteer'), c.requestId)]),
    );
  }
  return sockets;
}

let counter = 0;
/** Why sends failed in the current measurement: a status code or an error's name, with counts. */
const failures = new Map<string, number>();
const failed = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
const failureText = () => [...failures].map(([reason, n]) => `${n} × ${reason}`).join(', ');

/** Sends one message from one party to the other through the sender's node; answers whether it was stored. */
async function sendOne(conversation: Conversation, fromUser: boolean, nodeFor: (side: 'user' | 'volunteer') => string, sent: Timings) {
  const from = fromUser ? conversation.user : conversation.volunteer;
  const to = fromUser ? conversation.volunteer : conversation.user;
  counter += 1;
  const content = `bench ${counter} ${randomBytes(4).toString('hex')}`;
  sent.set(content, performance.now());
  try {
    const res = await fetch(`${nodeFor(fromUser ? 'user' : 'volunteer')}/api/chats/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: conversation.requestId, receiverId: to.id, content }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) {
      sent.delete(content);
      failed(`HTTP ${res.status}`);
      return false;
    }
    return true;
  } catch (error) {
    sent.delete(content);
    failed(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface PacedResult {
  sent: number;
  failed: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  why: string;
}

/** Messages at a fixed rate for `seconds`, spread over every conversation and both directions. */
async function paced(conversations: Conversation[], nodeFor: (side: 'user' | 'volunteer') => string, rate: number, seconds: number, sent: Timings, delivered: number[]): Promise<PacedResult> {
  delivered.length = 0;
  failures.clear();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const sends: Promise<boolean>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    sends.push(sendOne(conversations[i % conversations.length]!, Math.floor(i / conversations.length) % 2 === 0, nodeFor, sent));
  }
  const stored = (await Promise.all(sends)).filter(Boolean).length;
  // Whatever is still on its way gets two seconds more.
  for (let waited = 0; waited < 2000 && delivered.length < stored; waited += 50) await sleep(50);
  const sorted = [...delivered].sort((a, b) => a - b);
  const lost = stored - delivered.length;
  sent.clear();
  return {
    sent: total,
    failed: total - stored,
    delivered: delivered.length,
    lost,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    why: failureText(),
  };
}

/** `senders` loops, each sending its next message once the last was stored, for `seconds`: deliveries per second. */
async function saturated(conversations: Conversation[], nodeFor: (side: 'user' | 'volunteer') => string, senders: number, seconds: number, sent: Timings, delivered: number[]) {
  delivered.length = 0;
  failures.clear();
  const until = performance.now() + seconds * 1000;
  let refused = 0;
  let stored = 0;
  await Promise.all(
    Array.from({ length: senders }, async (_, loop) => {
      for (let i = loop; performance.now() < until; i += senders) {
        if (await sendOne(conversations[i % conversations.length]!, i % 2 === 0, nodeFor, sent)) stored++;
        else refused++;
      }
    }),
  );
  for (let waited = 0; waited < 2000 && delivered.length < stored; waited += 50) await sleep(50);
  const sorted = [...delivered].sort((a, b) => a - b);
  sent.clear();
  return { perSecond: delivered.length / seconds, failed: refused, lost: stored - delivered.length, p95: percentile(sorted, 95), why: failureText() };
}

/** What a node's sockets cost it: its resident memory before they connected and once they had. */
interface NodeMemory {
  sockets: number;
  before: number;
  after: number;
}

interface SetupResult {
  name: string;
  paced: PacedResult;
  saturated: Awaited<ReturnType<typeof saturated>>;
  memory: NodeMemory[];
}

/** A process's resident memory in bytes, the measure an NGO's small server runs out of. */
const residentBytes = (pid: number | undefined): number => (pid === undefined ? Number.NaN : residentMemory(pid).total);

async function measureSetup(name: string, options: ChatOptions, nodes: AppNode[], conversations: Conversation[]): Promise<SetupResult> {
  const nodeFor = (side: 'user' | 'volunteer') => (nodes.length > 1 && side === 'volunteer' ? nodes[1]! : nodes[0]!).url;
  const sent: Timings = new Map();
  const delivered: number[] = [];
  log(`${name}: connecting ${conversations.length * 2} sockets…`);
  const before = nodes.map((node) => residentBytes(node.child.pid));
  const sockets = await connectAll(conversations, nodeFor, sent, delivered);
  // Once the handshakes' garbage has had a moment to go.
  await sleep(2000);
  const memory = nodes.map((node, i) => ({ sockets: (conversations.length * 2) / nodes.length, before: before[i]!, after: residentBytes(node.child.pid) }));
  try {
    log(`${name}: warm-up`);
    await paced(conversations, nodeFor, options.rate, options.warmupSeconds, sent, delivered);
    log(`${name}: ${options.rate} messages/s for ${options.seconds} s`);
    const pacedResult = await paced(conversations, nodeFor, options.rate, options.seconds, sent, delivered);
    await sleep(1000);
    log(`${name}: ${options.senders} senders as fast as they can for ${options.seconds} s`);
    const saturatedResult = await saturated(conversations, nodeFor, options.senders, options.seconds, sent, delivered);
    return { name, paced: pacedResult, saturated: saturatedResult, memory };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

function report(options: ChatOptions, results: SetupResult[], loadBefore: number[], command: string): string {
  const cpus = os.cpus();
  const [one, two] = results;
  const lines = [
    `# Chat delivery benchmark`,
    '',
    `${new Date().toISOString()} · \`${command}\``,
    '',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; ` +
      `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} after. ` +
      `App nodes, PostgreSQL, Redis and the load generator share the machine.`,
    '',
    `${options.conversations} conversations, both parties connected (websocket transport) and joined; ` +
      `${options.rate} messages/s for ${options.seconds} s (+${options.warmupSeconds} s warm-up) through \`POST /api/chats/messages\`, ` +
      `latency from the send to \`new-message\` at the other party; then ${options.senders} senders back to back for ${options.seconds} s.`,
    '',
    '| setup | sent | failed | delivered | lost | p50 ms | p95 ms | p99 ms | max ms | saturated delivered/s | saturated p95 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.paced.sent} | ${r.paced.failed} | ${r.paced.delivered} | ${r.paced.lost} | ${ms(r.paced.p50)} | ${ms(r.paced.p95)} | ` +
        `${ms(r.paced.p99)} | ${ms(r.paced.max)} | ${r.saturated.perSecond.toFixed(0)} | ${ms(r.saturated.p95)} |`,
    ),
    '',
  ];
  const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
  lines.push(
    '| setup | node | sockets | resident before | resident with them | per socket |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap((r) =>
      r.memory.map(
        (m, i) =>
          `| ${r.name} | ${i + 1} | ${m.sockets} | ${mib(m.before)} MiB | ${mib(m.after)} MiB | ${((m.after - m.before) / m.sockets / 1024).toFixed(1)} KiB |`,
      ),
    ),
    '',
  );
  for (const r of results) {
    if (r.paced.why) lines.push(`- ${r.name}, paced: failed sends: ${r.paced.why}`);
    if (r.saturated.why) lines.push(`- ${r.name}, saturated: ${r.saturated.failed} failed sends: ${r.saturated.why}`);
    const clean = r.paced.lost === 0 && r.paced.failed === 0;
    lines.push(`- ${r.name}: p95 ${ms(r.paced.p95)} ms — target < 100 ms: **${r.paced.p95 < 100 && clean ? 'PASS' : 'FAIL'}**`);
    lines.push(`- ${r.name}: p99 ${ms(r.paced.p99)} ms — target < 100 ms (issue 43): **${r.paced.p99 < 100 && clean ? 'PASS' : 'FAIL'}**`);
  }
  if (one && two) {
    const cost = 1 - two.saturated.perSecond / one.saturated.perSecond;
    lines.push(`- second node's cost in throughput: ${(cost * 100).toFixed(0)} % — target ≤ 25 %: **${cost <= 0.25 ? 'PASS' : 'FAIL'}**`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runChatBench(argv: string[]): Promise<void> {
  const options = parseChatOptions(argv, process.env);
  const loadBefore = os.loadavg();
  const jwtSecret = randomBytes(48).toString('base64url');
  const databaseUrl = await freshDatabase(options.postgresUrl);
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  };
  const results: SetupResult[] = [];
  // The first node creates the schema; the data is seeded once for both setups.
  const single = await startNode({ ...env, REDIS_URL: '' });
  let conversations: Conversation[];
  try {
    log(`Seeding ${options.conversations} approved requests…`);
    conversations = await seed(databaseUrl, options.conversations, jwtSecret);
    results.push(await measureSetup('one node', options, [single], conversations));
  } finally {
    await stopNode(single);
  }
  const pair = [await startNode({ ...env, REDIS_URL: options.redisUrl }), await startNode({ ...env, REDIS_URL: options.redisUrl })];
  try {
    results.push(await measureSetup('two nodes + Redis', options, pair, conversations));
  } finally {
    await Promise.all(pair.map(stopNode));
  }
  const text = report(options, results, loadBefore, `npm run bench -- ${argv.join(' ')}`);
  process.stdout.write(text);
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(resultsFile, text);
  log(`\nMarkdown copy: ${resultsFile}`);
  if (/FAIL/.test(text)) process.exitCode = 1;
}
