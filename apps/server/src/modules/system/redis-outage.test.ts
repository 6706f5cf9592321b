/**
 * Redis stopped, and Redis hung, under a running node: reads and sign-ins go on, the rate limits
 * are held by the node on its own, /readyz says the node is degraded (still 200, see
 * system.routes.ts) and answers within a second, and the log says so once when Redis goes and once
 * when it is back, the failed commands counted rather than logged.
 * Runs a Redis of its own on a free port, so the machine's Redis is never touched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { eventually, hasRedisServer, startRedisServer, type RedisProcess } from '../../test/redis-process.ts';
import { checkReply } from '../../test/reply-check.ts';

describe.skipIf(!hasRedisServer)(
  hasRedisServer ? 'with Redis stopped or hung' : 'with Redis stopped or hung (skipped: redis-server is not on the PATH)',
  () => {
    let app: FastifyInstance;
    let database: Database;
    let redis: RedisProcess;
    let dir: string;
    const lines: { level: number; msg: string }[] = [];

    beforeAll(async () => {
      redis = await startRedisServer();
      dir = mkdtempSync(join(tmpdir(), 'sahaya-redis-outage-'));
      database = await openDatabase({ pgliteDir: 'memory://' });
      const config = testConfig(dir, { REDIS_URL: redis.url });
      const stream = { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) };
      // Rate limits on, as in production: their counters are what sign-in asks Redis for.
      app = await buildApp(config, { database, mailer: memoryMailer().mailer, logger: { level: 'info', stream }, replyCheck: checkReply });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await redis?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const readiness = async () => (await app.inject('/readyz')).json() as { status: string; redis?: string };
    const logged = (text: string) => lines.filter((line) => line.msg.startsWith(text));
    const metric = async (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec((await app.inject('/metrics')).body)?.[1]);

    it('keeps serving reads and sign-ins, says degraded on /readyz, and logs the outage and the return once each', async () => {
      // A person for each sign-in: one person's own would meet the limit of ten tries a minute,
      // which the node holds on its own while Redis is away.
      const people = await Promise.all(Array.from({ length: 30 }, async () => (await createUser(app)).user));
      const { user: guessed } = await createUser(app);
      expect(await readiness()).toEqual({ status: 'ok', redis: 'up' });

      await redis.stop();
      await eventually(async () => (await readiness()).redis === 'down');
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', redis: 'down' });

      // Sign-ins and reads for 7 s of outage. Each is answered as fast as with Redis: a rate-limit
      // check that waited for Redis to come back took 2-4.5 s per sign-in once the outage was 5 s old.
      const outageEnds = Date.now() + 7000;
      for (let i = 0; Date.now() < outageEnds; i++) {
        const started = performance.now();
        const { accessToken } = await loginAs(app, people[i % people.length]!);
        const me = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
        expect(me.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(2500);
        await sleep(300);
      }
      expect(logged('Redis is unreachable')).toHaveLength(1);
      expect(logged('Redis is unreachable')[0]?.level).toBe(40);

      // The limits hold meanwhile, counted by the node: of 15 wrong passwords at once for one
      // account from one address, the limit of 10 tries a minute lets 10 be checked.
      const guesses = await Promise.all(
        Array.from({ length: 15 }, () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { data: { email: guessed.email, password: 'not-the-password' }, selectedRole: 'user' } })),
      );
      expect(guesses.map((res) => res.statusCode).sort()).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
      // The commands that failed meanwhile are counted, not logged each.
      expect(await metric('sahaya_redis_failures_total')).toBeGreaterThan(0);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);

      await redis.start();
      await eventually(async () => (await readiness()).status === 'ok');
      expect(await readiness()).toEqual({ status: 'ok', redis: 'up' });
      expect(logged('Redis is reachable again')).toHaveLength(1);
      expect(logged('Redis is unreachable')).toHaveLength(1);
      expect((await app.inject('/metrics')).body).toMatch(/^sahaya_redis_up 1$/m);
    });

    it('reads a hung Redis as down within a second, and answers sign-ins without waiting for it', async () => {
      const { user } = await createUser(app);
      expect(await readiness()).toEqual({ status: 'ok', redis: 'up' });
      const warnings = logged('Redis is unreachable').length;
      const returns = logged('Redis is reachable again').length;

      // Frozen, Redis keeps its connections open and answers nothing: without a ping /readyz said ok,
      // and without a command timeout a sign-in waited for as long as the freeze (15.9 s at worst).
      // Thawed after 4 s whatever happens, so a request held for the whole freeze still ends.
      redis.freeze();
      const thawing = setTimeout(() => redis.thaw(), 4000);
      try {
        let started = performance.now();
        const ready = await app.inject('/readyz');
        expect(performance.now() - started).toBeLessThan(1000);
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'degraded', redis: 'down' });
        expect(await metric('sahaya_redis_up')).toBe(0);

        started = performance.now();
        const { accessToken } = await loginAs(app, user);
        const me = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
        expect(me.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(2000);
        expect(logged('Redis is unreachable')).toHaveLength(warnings + 1);
      } finally {
        clearTimeout(thawing);
        redis.thaw();
      }

      await eventually(async () => (await readiness()).status === 'ok');
      expect(await metric('sahaya_redis_up')).toBe(1);
      await eventually(() => logged('Redis is reachable again').length === returns + 1, 3000);
      expect(logged('Redis is unreachable')).toHaveLength(warnings + 1);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    });
  },
);
