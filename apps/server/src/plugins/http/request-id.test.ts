import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { addressMatcher } from '../../lib/address-list.ts';
import { loggerOptions } from '../../lib/logging.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { memoryMailer } from '../infrastructure/mail.ts';
import { buildTestApp, testConfig } from '../../test/build-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BALANCER_ID = '7f3c1e9a0b2d4c6e8f1a3b5c7d9e0f21';

describe('address lists', () => {
  it('match addresses, ranges and the named ranges, IPv4 seen as IPv6 too', () => {
    const matches = addressMatcher(['10.0.0.0/8', '2001:db8::1', 'loopback']);
    for (const address of ['10.20.30.40', '2001:db8::1', '127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:10.1.1.1']) {
      expect(matches(address), address).toBe(true);
    }
    for (const address of ['11.0.0.1', '2001:db8::2', '192.168.1.1', 'localhost', '', undefined]) {
      expect(matches(address), String(address)).toBe(false);
    }
    expect(addressMatcher(['uniquelocal'])('172.20.0.5')).toBe(true);
  });
});

describe('request ids', () => {
  it('gives every reply a new id, and ignores the header when nobody is trusted', async () => {
    const { app, close } = await buildTestApp({ rateLimit: false });
    try {
      const first = await app.inject('/healthz');
      const second = await app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': BALANCER_ID } });
      expect(first.headers['x-request-id']).toMatch(UUID);
      expect(second.statusCode).toBe(404);
      expect(second.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    } finally {
      await close();
    }
  });

  it("keeps a trusted balancer's well-formed id, and nobody else's", async () => {
    const { app, close } = await buildTestApp({ rateLimit: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const idOf = async (remoteAddress: string, id: string) =>
        (await app.inject({ url: '/healthz', remoteAddress, headers: { 'x-request-id': id } })).headers['x-request-id'];
      expect(await idOf('10.0.0.7', BALANCER_ID)).toBe(BALANCER_ID);
      expect(await idOf('10.0.0.7', 'Root=1-67891233-abcdef012345678912345678')).toBe('Root=1-67891233-abcdef012345678912345678');
      expect(await idOf('203.0.113.9', BALANCER_ID)).toMatch(UUID);
      for (const malformed of ['', 'a b', 'x'.repeat(129), 'id\u00e9', '<script>']) {
        expect(await idOf('10.0.0.7', malformed), malformed).toMatch(UUID);
      }
    } finally {
      await close();
    }
  });
});

describe('request ids in the log', () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sahaya-request-id-'));
    database = await openDatabase({ pgliteDir: 'memory://' });
    // The production logger (JSON lines), written here instead of to stdout.
    const config = { ...testConfig(dir, { LOG_LEVEL: 'info' }), isProduction: true };
    const stream = {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    };
    app = await buildApp(config, {
      database,
      mailer: memoryMailer().mailer,
      rateLimit: false,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    // A service logs through app.log, and may do so after it has waited for something.
    app.post('/test/log', async (request) => {
      request.log.info('from the request logger');
      app.log.info('from the app logger');
      await sleep(5);
      await database.db.execute(sql`select 1`);
      app.log.warn('after waiting');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the request in every line logged on its behalf, once, and in no other line', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/test/log', payload: { some: 'body' } })),
    );
    for (const reply of [one, two]) {
      const id = reply?.headers['x-request-id'];
      const mine = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(mine).toEqual(['from the request logger', 'from the app logger', 'after waiting']);
    }
    for (const line of raw) expect(line.split('"reqId"').length, line).toBeLessThanOrEqual(2);
    app.log.info('outside any request');
    expect(lines.find((line) => line.msg === 'outside any request')).not.toHaveProperty('reqId');
  });
});
