/**
 * Builds the real application for a test, on a database of its own: PGlite in memory, or — when
 * DATABASE_URL is set — a fresh database on that PostgreSQL server, dropped again on close.
 * Mail goes to an in-memory outbox the test can read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { memoryMailer, type CapturedMail } from '../plugins/infrastructure/mail.ts';
import { freshDatabase } from './postgres-databases.ts';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-database.ts';
import { randomToken } from '../lib/tokens.ts';
import { checkReply } from './reply-check.ts';

export interface TestAppOptions {
  /** Rate limits are on, as in production, unless a test turns them off. */
  rateLimit?: boolean;
  /** Environment variables to set on top of the test defaults. */
  env?: Record<string, string>;
  /** Runs before the app is ready, for example to add a route only the test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** A built web app to serve, as `npm start` serves apps/web/dist. */
  webDist?: string;
}

export interface TestApp {
  app: FastifyInstance;
  mails: CapturedMail[];
  close(): Promise<void>;
}

async function openTestDatabase(serverUrl: string | undefined): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    return { database: await openDatabase({ pgliteDir: 'memory://', pgliteDump: migratedPgliteDump() }), drop: async () => undefined };
  }
  const fresh = await freshDatabase(serverUrl, 'sahaya_test', migratedPostgresTemplate());
  const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 4 });
  return { database, drop: fresh.drop };
}

/**
 * The gateways' settings of the shell the tests run in are dropped: a test reaches a gateway only
 * through the stand-in it names, never a real one with a developer's keys.
 */
const withoutGateways = () =>
  Object.fromEntries(Object.keys(process.env).filter((name) => /^(MSG91|WHATSAPP|EXOTEL|TURN|JANUS)_|^(MEETING_ICE_POLICY|MESH_MAX_PEOPLE)$/.test(name)).map((name) => [name, '']));

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    ...withoutGateways(),
    NODE_ENV: 'test',
    PORT: '3000',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    JWT_SECRET: randomToken(48),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...env,
  });
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-test-'));
  const config = testConfig(dataDir, options.env);
  const { database, drop } = await openTestDatabase(config.databaseUrl);
  const { mailer, mails } = memoryMailer();
  const app = await buildApp(config, {
    database,
    mailer,
    rateLimit: options.rateLimit ?? true,
    // Every test file on one Redis would otherwise share the counters of 127.0.0.1, and hold each other back.
    rateLimitNamespace: randomToken(8),
    logger: false,
    webDist: options.webDist,
    replyCheck: checkReply,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    mails,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
