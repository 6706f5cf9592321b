/**
 * A Redis of a test's own, on a free port of 127.0.0.1, keeping nothing on disk: stopped and
 * started again (empty, as a restarted Redis without persistence), or frozen with SIGSTOP and
 * thawed with SIGCONT (a hung Redis: its connections stay open and nothing is answered). The
 * machine's Redis is never touched. The tests that need it run where `redis-server` is on the PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build-test-app.ts';
import { startSecondNode, type SecondNode } from './nodes.ts';
import { freePort } from './ports.ts';

export const hasRedisServer = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, 'redis-server')));

export interface RedisProcess {
  readonly url: string;
  /** Ends it (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with nothing in it. */
  start(): Promise<void>;
  /** Stops it answering, connections still open (SIGSTOP). */
  freeze(): void;
  thaw(): void;
}

/** Starts `redis-server` on `port` and resolves once it accepts connections. */
async function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return child;
}

export async function startRedisServer(): Promise<RedisProcess> {
  const port = await freePort();
  let child = await launch(port);
  let frozen = false;
  const thaw = () => {
    if (frozen) child.kill('SIGCONT');
    frozen = false;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      thaw();
      child.kill('SIGTERM');
      await exited;
    },
    async start() {
      // The port may stay taken for a moment after the old process is gone.
      for (let attempt = 0; ; attempt++) {
        try {
          child = await launch(port);
          return;
        } catch (error) {
          if (attempt >= 10) throw error;
          await sleep(200);
        }
      }
    },
    freeze() {
      frozen = true;
      child.kill('SIGSTOP');
    },
    thaw,
  };
}

/** Polls until `check` holds, for at most `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await sleep(100);
  }
}

/** Two server nodes on one database and a Redis of their own, as behind a load balancer. */
export interface NodesOnOwnRedis {
  /** The first node, listening at `url`. */
  app: FastifyInstance;
  url: string;
  second: SecondNode;
  redis: RedisProcess;
  /** Whether both nodes' /readyz say Redis is up. */
  bothUp: () => Promise<boolean>;
  /** Stops Redis and waits until a node has noticed. */
  stopRedis(): Promise<void>;
  /** Starts Redis again, empty, and waits until both nodes are back on it. */
  startRedis(): Promise<void>;
  /** Ends both nodes, their database and Redis; the test closes its own sockets first. */
  close(): Promise<void>;
}

export async function twoNodesOnOwnRedis(): Promise<NodesOnOwnRedis> {
  const redis = await startRedisServer();
  const { app, close } = await buildTestApp({ rateLimit: false, env: { REDIS_URL: redis.url } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const second = await startSecondNode(app);
  const bothUp = async () =>
    (await Promise.all([app, second.node].map(async (node) => (await node.inject('/readyz')).json().redis === 'up'))).every(Boolean);
  return {
    app,
    url,
    second,
    redis,
    bothUp,
    async stopRedis() {
      await redis.stop();
      await eventually(async () => !(await bothUp()));
    },
    async startRedis() {
      await redis.start();
      await eventually(bothUp);
    },
    async close() {
      await second.node.close();
      await close();
      await redis.stop();
    },
  };
}
