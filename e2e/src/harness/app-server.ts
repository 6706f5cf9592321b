import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freePort } from '../../../apps/server/src/test/ports.ts';
import { repoRoot, resultsDir } from './paths.ts';

export interface AppServer {
  baseUrl: string;
  /** Which database the journeys ran against, for the summary line. */
  database: 'PGlite' | 'PostgreSQL';
  stop(): Promise<void>;
}

const readyTimeoutMs = 90_000;

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app server exited with code ${child.exitCode} before it was ready:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet; keep polling.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server was not ready within ${readyTimeoutMs} ms:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
}

/** Fails fast, with the reason, when the server answers the API but not the pages every journey needs. */
async function expectWebApp(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/home`);
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`The app server does not serve the web app (GET /home answered ${res.status}); is apps/web/dist/index.html built?`);
  }
}

/** The environment of the app under test: inherited settings minus the test runner's own, plus the harness's. */
export function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The server must behave as it does under `npm start`, not as a unit under test.
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') continue;
    env[key] = value;
  }
  return { ...env, ...overrides };
}

export interface AppServerOptions {
  /** Settings of this server besides the harness's (a payment provider, a certificate to trust). */
  env?: Record<string, string>;
  /** Names its log file (`<name>.log` in the results folder) and data folder; `server` by default. */
  name?: string;
}

/**
 * Starts the real server (API, sockets and the built web app) on a free port with a fresh data
 * directory, mail going to `smtpUrl`, and demo data seeded. With DATABASE_URL set it gets a fresh
 * database on that PostgreSQL server instead of the embedded one. The journeys share one; a file
 * whose journeys need other settings starts its own with `env`.
 */
export async function startAppServer(smtpUrl: string, { env = {}, name = 'server' }: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `sahaya-e2e-${name}-`));
  const serverDatabaseUrl = process.env.DATABASE_URL;
  const database: TestDatabase | undefined = serverDatabaseUrl ? await createTestDatabase(serverDatabaseUrl) : undefined;

  const overrides: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // The journeys reach the server through this machine; each names its own address (visitor.ts).
    TRUST_PROXY: 'loopback',
    // The long chat's journey writes 520 messages before it opens the chat; the limit of 30 a
    // minute itself is held by chats.test.ts.
    CHAT_MESSAGES_PER_MINUTE: '1000',
    ...env,
  };
  if (database) overrides.DATABASE_URL = database.url;

  // The journeys run the compiled server with plain Node, as production does; the root test:e2e
  // script has built it, and this only builds what a change made since has left out of date.
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'contract', 'server'], { cwd: repoRoot, stdio: 'inherit' });
  const logFile = join(resultsDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: serverEnv(overrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killTimer);
    }
    log.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, logFile);
    await expectWebApp(baseUrl);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, database: database ? 'PostgreSQL' : 'PGlite', stop: cleanUp };
}
