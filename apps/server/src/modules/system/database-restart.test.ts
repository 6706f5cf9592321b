/**
 * PostgreSQL's maintenance under load, on a PostgreSQL server of the test's own: two nodes, each with
 * its own pool, while twenty people send chat messages and loan requests every 100 ms, alternating
 * between the nodes (each loan request withdrawn before the next: one ask of an asset waits at a
 * time). Their connections are ended in the middle of transactions, then PostgreSQL is restarted,
 * then stopped for ten seconds and started again. Both nodes live through it; every reply meanwhile
 * is 201 (200 for a withdrawal) or a 503 with Retry-After (never 500, 502 or 401); afterwards the
 * same sessions go on; and each message and request, sent again with its Idempotency-Key until it was
 * acknowledged, is stored exactly once. A node started while PostgreSQL is down waits for it.
 *
 * It runs with DATABASE_URL set, as CI's PostgreSQL run does (the embedded database cannot restart
 * under a node), and where the machine has PostgreSQL's binaries.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelAssetRequest, requestAsset } from '@sahaya/contract/assets/endpoints';
import { sendMessage } from '@sahaya/contract/chats/endpoints';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { canRunPostgres, startPostgres, type PostgresServer } from '../../test/postgres-server.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { freePort } from '../../test/ports.ts';
import { randomToken } from '../../lib/tokens.ts';
import { checkReply } from '../../test/reply-check.ts';

const runs = Boolean(process.env.DATABASE_URL) && canRunPostgres;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Node {
  app: FastifyInstance;
  url: string;
  database: Database;
  /** What the node logged at warn or above, one object a line. */
  alarms: { level: number; msg: string }[];
}

/** One person's calls: a path, the body of their next call, and who they are. */
interface Sender {
  id: string;
  token: string;
  path: string;
  body: (n: number) => object;
  /** A call that must follow each acknowledged one, from its reply, before the next: sent until it is answered 200. */
  followUp?: (reply: unknown) => { path: string; body: object };
  acknowledged: number;
}

interface Tally {
  statuses: Map<number, number>;
  unavailableWithoutRetryAfter: number;
  networkErrors: string[];
}

describe.skipIf(!runs)(
  runs ? 'two nodes under load while PostgreSQL restarts' : 'two nodes under load while PostgreSQL restarts (skipped: needs DATABASE_URL and PostgreSQL binaries)',
  () => {
    let postgres: PostgresServer;
    let dataDir: string;
    const nodes: Node[] = [];
    const senders: Sender[] = [];
    let child: ServerProcess | undefined;

    beforeAll(async () => {
      postgres = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'sahaya-restart-'));
      const config = testConfig(dataDir, { DATABASE_URL: postgres.url });
      // One after the other: the second finds the schema migrated by the first.
      for (let i = 0; i < 2; i += 1) {
        const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 10 });
        const alarms: Node['alarms'] = [];
        const logger = { level: 'warn', stream: { write: (line: string) => alarms.push(JSON.parse(line) as Node['alarms'][number]) } };
        const app = await buildApp(config, { database, mailer: memoryMailer().mailer, rateLimit: false, logger, replyCheck: checkReply });
        await app.ready();
        nodes.push({ app, database, alarms, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
      }
      const app = nodes[0]!.app;
      // Ten people chatting with the volunteer who took their request.
      for (let i = 0; i < 10; i += 1) {
        const { user } = await createUser(app, { name: `Asha ${i}` });
        const token = (await loginAs(app, user)).accessToken;
        const helper = (await createUser(app, { role: 'volunteer', name: `Ravi ${i}` })).user;
        const requestId = await openAssistanceRequest(app, { id: user.id, token }, (await loginAs(app, helper)).accessToken);
        senders.push({
          id: user.id,
          token,
          path: sendMessage.path,
          body: (n) => ({ requestId, receiverId: helper.id, content: `Message ${n} of ${user.id}`, uploadedMediaUrls: [] }),
          acknowledged: 0,
        });
      }
      // Ten people asking to borrow a wheelchair.
      const kit = await lendingKit(app);
      const asset = await kit.addAsset({ stocks: 50 });
      for (let i = 0; i < 10; i += 1) {
        const person = await kit.person(`Meena ${i}`);
        senders.push({
          id: person.id,
          token: person.token,
          path: requestAsset.path.replace(':id', asset._id),
          body: () => ({ requestedDate: kit.day(1), returnDate: kit.day(8), quantity: 1 }),
          // One ask of an asset waits at a time: each is withdrawn before the next is sent.
          followUp: (reply) => ({ path: cancelAssetRequest.path.replace(':id', (reply as { assetRequest: { _id: string } }).assetRequest._id), body: {} }),
          acknowledged: 0,
        });
      }
    }, 120_000);

    afterAll(async () => {
      await child?.kill('SIGKILL');
      for (const node of nodes) {
        await node.app.close();
        await node.database.close();
      }
      await postgres?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /**
     * Each sender sends every 100 ms, to either node in turn. A call answered 503 is sent again with
     * the same key after a moment (sooner than its Retry-After, to press on the nodes) until it is
     * acknowledged, as the web app does.
     */
    function load(tally: Tally) {
      let stopped = false;
      /** Sends one call, again with the same key while it is answered 503, until it is answered otherwise. */
      async function send(index: number, token: string, path: string, body: object, key: string, ok: number) {
        for (let attempt = 0; ; attempt += 1) {
          const node = nodes[(index + attempt) % nodes.length]!;
          let status = 0;
          let json: unknown;
          try {
            const reply = await fetch(`${node.url}${path}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify(body),
            });
            status = reply.status;
            if (status === 503 && !reply.headers.get('retry-after')) tally.unavailableWithoutRetryAfter += 1;
            json = status === ok ? await reply.json() : await reply.arrayBuffer();
          } catch (error) {
            tally.networkErrors.push(String(error));
          }
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          if (status === ok) return json;
          if (status !== 503) return undefined;
          await sleep(250);
        }
      }
      const loops = senders.map(async (sender, index) => {
        for (let n = 0; !stopped; n += 1) {
          const reply = await send(index + n, sender.token, sender.path, sender.body(n), randomUUID(), 201);
          if (reply !== undefined) {
            sender.acknowledged += 1;
            const next = sender.followUp?.(reply);
            if (next) await send(index + n + 1, sender.token, next.path, next.body, randomUUID(), 200);
          }
          await sleep(100);
        }
      });
      return {
        async stop() {
          stopped = true;
          await Promise.all(loops);
        },
      };
    }

    /** Resolves once every sender has had `more` calls acknowledged beyond what they had. */
    async function progress(more: number, timeoutMs: number) {
      const goal = senders.map((sender) => sender.acknowledged + more);
      const deadline = Date.now() + timeoutMs;
      while (senders.some((sender, i) => sender.acknowledged < goal[i]!)) {
        if (Date.now() > deadline) throw new Error(`The senders made no progress: ${senders.map((s) => s.acknowledged).join(', ')}`);
        await sleep(100);
      }
    }

    it('both nodes live through it, answer 503 meanwhile, go on with the same sessions and store each call once', { timeout: 180_000 }, async () => {
      const tally: Tally = { statuses: new Map(), unavailableWithoutRetryAfter: 0, networkErrors: [] };
      const traffic = load(tally);
      try {
        await progress(3, 20_000);
        // Connections ended in the middle of transactions, three times over.
        for (let i = 0; i < 3; i += 1) {
          await postgres.terminateConnections();
          await sleep(500);
        }
        await progress(2, 30_000);
        await postgres.restart();
        await progress(2, 30_000);
        await postgres.stop();
        await sleep(10_000);
        await postgres.start();
        // The same people, with the same tokens, go on.
        await progress(3, 45_000);
      } finally {
        await traffic.stop();
      }

      const statuses = Object.fromEntries(tally.statuses);
      expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(expect.arrayContaining(['201']));
      expect(Object.keys(statuses).filter((status) => !['200', '201', '503'].includes(status)), JSON.stringify(statuses)).toEqual([]);
      expect(tally.unavailableWithoutRetryAfter).toBe(0);
      expect(tally.networkErrors).toEqual([]);
      for (const node of nodes) expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
      for (const node of nodes) {
        // An outage is a line when it starts, not one per refused request: five outages, a node's
        // connections ending one by one in each, make a handful of lines rather than hundreds.
        expect(node.alarms.filter((line) => line.level >= 50), JSON.stringify(node.alarms.slice(0, 5))).toEqual([]);
        expect(node.alarms.length, JSON.stringify(node.alarms)).toBeLessThan(30);
        const metrics = await (await fetch(`${node.url}/metrics`)).text();
        expect(Number(/^sahaya_db_unavailable_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(0);
      }
      // No connection was lost to the pool on the way: once the traffic is over, none stays out.
      for (const node of nodes) {
        await expect.poll(() => node.database.poolUse(), { timeout: 10_000 }).toSatisfy((use) => use !== null && use.total === use.idle);
      }

      // Each acknowledged call is stored once: no more rows than acknowledgements, and no fewer.
      const db = nodes[0]!.app.db;
      for (const sender of senders) {
        const table = sender.path === sendMessage.path ? chatMessages : assetRequests;
        const owner = sender.path === sendMessage.path ? chatMessages.senderId : assetRequests.userId;
        const [stored] = await db.select({ n: count() }).from(table).where(eq(owner, sender.id));
        expect(stored?.n, `${sender.path} by ${sender.id}`).toBe(sender.acknowledged);
      }
    });

    it('a node started while PostgreSQL is down waits for it however long, saying so, and becomes ready when it comes', { timeout: 120_000 }, async () => {
      await postgres.stop();
      const port = await freePort();
      const starting = spawnServer(port, {
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        JWT_SECRET: randomToken(48),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      });
      child = starting;
      // It tries, fails at once and says so, and tries again, after 1, 2, 4 and 8 s: the fifth try
      // comes 15 s after the first, past the ten seconds Fastify gives a plugin by default to start.
      // It neither exits nor prints a stack.
      const tries = () => starting.output().match(/The database cannot be reached yet \(migrating\)/g)?.length ?? 0;
      await expect.poll(tries, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(5);
      expect(starting.output()).not.toMatch(/did not start in time/);
      await postgres.start();
      await starting.ready();
      const output = child.output();
      expect(output).not.toMatch(/\n\s+at /);
      expect((await fetch(`${child.baseUrl}/readyz`)).status).toBe(200);
    });
  },
);
