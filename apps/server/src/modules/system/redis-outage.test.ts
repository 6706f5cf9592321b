/**
 * Redis stopped under a running node: reads and sign-ins go on, /readyz says the node is degraded
 * (still 200, see system.routes.ts), and the log says so once when Redis goes and once when it is
 * back. Runs a Redis of its own on a free port, so the machine's Redis is never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { memoryMailer } from '../../plugins/mail.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';

const hasRedisServer = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, 'redis-server')));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** A throwaway Redis that keeps nothing on disk; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    redis.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return redis;
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGTERM');
  await exited;
}

/** Polls until `check` holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await sleep(100);
  }
}

describe.skipIf(!hasRedisServer)(
  hasRedisServer ? 'with Redis stopped' : 'with Redis stopped (skipped: redis-server is not on the PATH)',
  () => {
    let app: FastifyInstance;
    let database: Database;
    let redis: ChildProcess;
    let port: number;
    let dir: string;
    const lines: { level: number; msg: string }[] = [];

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis(port);
      dir = mkdtempSync(join(tmpdir(), 'sahaya-redis-outage-'));
      database = await openDatabase({ pgliteDir: 'memory://' });
      const config = testConfig(dir, { REDIS_URL: `redis://127.0.0.1:${port}` });
      const stream = { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) };
      // Rate limits on, as in production: their counters are what sign-in asks Redis for.
      app = await buildApp(config, { database, mailer: memoryMailer().mailer, logger: { level: 'info', stream } });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      if (redis) await stopRedis(redis);
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const readiness = async () => (await app.inject('/readyz')).json() as { status: string; redis?: string };
    const logged = (text: string) => lines.filter((line) => line.msg.startsWith(text));

    it('keeps serving reads and sign-ins, says degraded on /readyz, and logs the outage and the return once each', async () => {
      const { user } = await createUser(app);
      expect(await readiness()).toEqual({ status: 'ok', redis: 'up' });

      await stopRedis(redis);
      await eventually(async () => (await readiness()).redis === 'down');
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', redis: 'down' });

      // Sign-ins and reads for 7 s of outage. Each is answered as fast as with Redis: a rate-limit
      // check that waited for Redis to come back took 2-4.5 s per sign-in once the outage was 5 s old.
      const outageEnds = Date.now() + 7000;
      while (Date.now() < outageEnds) {
        const started = performance.now();
        const { accessToken } = await loginAs(app, user);
        const me = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
        expect(me.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(2500);
        await sleep(300);
      }
      expect(logged('Redis is unreachable')).toHaveLength(1);
      expect(logged('Redis is unreachable')[0]?.level).toBe(40);

      redis = await startRedis(port);
      await eventually(async () => (await readiness()).status === 'ok');
      expect(await readiness()).toEqual({ status: 'ok', redis: 'up' });
      expect(logged('Redis is reachable again')).toHaveLength(1);
      expect(logged('Redis is unreachable')).toHaveLength(1);
      expect((await app.inject('/metrics')).body).toMatch(/^sahaya_redis_up 1$/m);
    });
  },
);
