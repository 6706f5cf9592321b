/**
 * The real application, built exactly as serve.ts builds it (same buildApp, production settings),
 * on the benchmark database, listening on a free port of 127.0.0.1. Only the rate limits are off:
 * 50 connections from one address would otherwise measure the limiter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AccessClaims } from '@sahaya/contract/auth/schemas';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { schema, type Database, type Db } from '../../apps/server/src/db/client.ts';
import { currentRequestId } from '../../apps/server/src/lib/request-context.ts';
import { randomToken } from '../../apps/server/src/lib/tokens.ts';
import type { BenchTarget } from './target.ts';

export interface RunningApp {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  close(): Promise<void>;
}

function benchConfig(target: BenchTarget, dataDir: string): Config {
  return loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    JWT_SECRET: randomToken(48),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
}

export async function startApp(target: BenchTarget): Promise<RunningApp> {
  // Uploads and mail files of the run go to a folder of its own, removed afterwards.
  const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-bench-'));
  const config = benchConfig(target, dataDir);
  const app = await buildApp(config, { database: target.database, rateLimit: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on a TCP port');
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const signToken = (app: FastifyInstance, claims: AccessClaims) => app.signAccessToken(claims);

export interface CapturedStatement {
  text: string;
  params: unknown[];
  /** The name it is prepared under on PostgreSQL, when the app runs it as a prepared statement. */
  name?: string;
  /** True when the app sent it while the statement before was still running (Promise.all). */
  concurrentWithPrevious: boolean;
}

interface Span {
  start: number;
  end: number;
  name?: string;
}

/**
 * The driver as it is, except that each `query` call made while `recording` says so records when it
 * started and ended. Drizzle logs a statement in the same tick as it calls `query`, so the n-th log
 * belongs to the n-th span.
 */
function timed<T extends object>(driver: T, spans: Span[], recording: () => boolean): T {
  return new Proxy(driver, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'query') return value.bind(target);
      return (...args: unknown[]) => {
        if (!recording()) return (value as (...a: unknown[]) => unknown).apply(target, args);
        // node-postgres takes a prepared statement as a config object carrying its name.
        const config = args[0] as { name?: unknown } | string;
        const name = typeof config === 'object' && typeof config.name === 'string' ? config.name : undefined;
        const span: Span = { start: performance.now(), end: Number.POSITIVE_INFINITY, name };
        spans.push(span);
        const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        return result.finally(() => {
          span.end = performance.now();
        });
      };
    },
  });
}

/**
 * The SQL a request runs, statement by statement with its parameters (none for a route that does
 * not touch the database): the request is sent twice to a second instance of the app whose Drizzle
 * logs every query, on the same driver as the measured one. The first time shows what a request
 * runs on a cold node (a search's total is counted); the second what it runs when repeated, as
 * under load (the total is kept). Each statement is marked when it overlapped the one before, so a
 * replay can run them as concurrently as the app does. The measured instance carries no logger.
 */
export async function captureSql(
  target: BenchTarget,
  config: Config,
  request: { url: string; token?: string },
): Promise<{ statusCode: number; first: CapturedStatement[]; repeated: CapturedStatement[] }> {
  const logged: { text: string; params: unknown[] }[] = [];
  const spans: Span[] = [];
  // Only the request's own statements count. The twin runs the job queue like any node: its loops
  // poll the database and may take a periodic job, whose statements (some on a connection of their
  // own, so logged without a driver call) would otherwise fall into the capture. The app runs each
  // request in a context of its own (lib/request-context.ts), which the queue's loops, started
  // with the app, are not in.
  const recording = () => currentRequestId() !== undefined;
  const logger: Logger = {
    logQuery: (text, params) => {
      if (recording()) logged.push({ text, params });
    },
  };
  const driver = timed((target.database.db as unknown as { $client: object }).$client, spans, recording);
  const db: Db =
    target.kind === 'pglite'
      ? drizzlePglite(driver as PGlite, { schema, logger })
      : drizzlePg(driver as pg.Pool, { schema, logger });
  const database: Database = {
    ...target.database,
    db,
    migrate: async () => undefined,
    close: async () => undefined,
  };
  const app = await buildApp(config, { database, rateLimit: false, logger: false });
  const send = async () => {
    logged.length = 0;
    spans.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: request.url,
      headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    });
    if (spans.length !== logged.length) {
      throw new Error(`Captured ${logged.length} statements but ${spans.length} driver calls for ${request.url}`);
    }
    const statements = logged.map((s, i) => ({
      ...s,
      name: spans[i]?.name,
      concurrentWithPrevious: i > 0 && (spans[i]?.start ?? 0) < (spans[i - 1]?.end ?? 0),
    }));
    return { statusCode: response.statusCode, statements };
  };
  try {
    await app.ready();
    const first = await send();
    const repeated = await send();
    return { statusCode: Math.max(first.statusCode, repeated.statusCode), first: first.statements, repeated: repeated.statements };
  } finally {
    await app.close();
  }
}
