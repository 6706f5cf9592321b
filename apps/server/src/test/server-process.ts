/**
 * The real server as a child process (`src/main.ts` through tsx), for tests that kill it or start it
 * again on the same data: what it prints is kept, so a test can wait for a log line.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { randomToken } from '../lib/tokens.ts';
import { freshDatabase, type FreshDatabase } from './postgres-databases.ts';
import { migratedPostgresTemplate } from './migrated-database.ts';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a TypeScript file of the server's as a process of its own, through tsx and on the
 * contract's sources, as the server's tests read them (a fresh clone has no build).
 */
export function spawnSource(script: string, options: Omit<SpawnOptions, 'cwd'> = {}): ChildProcess {
  return spawn(process.execPath, ['--conditions=@sahaya/source', '--import', 'tsx', script], { ...options, cwd: serverRoot });
}
const READY_TIMEOUT_MS = 90_000;

/**
 * A JSON call to a server process's API, as a person's app makes it, with more headers when given
 * (a client address through a trusted balancer); fails the test with the reply unless it is 2xx.
 */
export async function callServer<T = unknown>(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  path: string,
  { token, body, headers }: { token?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** Waits until `check` holds or `timeoutMs` have passed, whichever comes first; the test then says what it expected. */
export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A database of its own on the PostgreSQL server of `serverUrl`, for servers started on the same data; dropped by `drop`. */
export const freshPostgres = (serverUrl: string): Promise<FreshDatabase> => freshDatabase(serverUrl, 'sahaya_kill', migratedPostgresTemplate());

/**
 * A data folder and, with DATABASE_URL, a database of their own, for servers a test starts, kills
 * and starts again on the same data; `env` is such a server's environment.
 */
export async function serverData(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const database = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  // One secret for the data's every start, as a deployment keeps it: sessions outlive a restart.
  const jwtSecret = randomToken(48);
  return {
    dataDir,
    /** A server on `port` of this data, mailing through `smtpPort` (where nothing may listen yet). */
    env: (port: number, smtpPort: number, more: Record<string, string> = {}): Record<string, string> => ({
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...more,
    }),
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  baseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves once the server printed `text`. */
  printed(text: string, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit code once the process has ended on its own (null when a signal ended it). */
  exited(): Promise<number | null>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms. The server printed:\n${output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the server on `port` with `env` on top of this process's environment, minus the test
 * runner's own settings (the server must behave as under `npm start`), and waits until it is ready.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(port, env);
  await server.ready();
  return server;
}

/** Starts the server as `startServer` does without waiting: `ready` waits, and kills it when it does not become ready. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess & { ready(): Promise<void> } {
  const inherited: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') continue;
    inherited[key] = value;
  }
  const child = spawnSource('src/main.ts', {
    env: { ...inherited, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ServerProcess = {
    baseUrl,
    output,
    printed: (text, timeoutMs = 30_000) => until(() => printed.includes(text), timeoutMs, `Printing “${text}”`, output),
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited(child);
    },
    async exited() {
      await exited(child);
      return child.exitCode;
    },
  };
  const ready = async () => {
    try {
      await until(
        async () => {
          if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${printed.slice(-4000)}`);
          return fetch(`${baseUrl}/readyz`).then(
            (res) => res.ok,
            () => false,
          );
        },
        READY_TIMEOUT_MS,
        'The server becoming ready',
        output,
      );
    } catch (error) {
      await server.kill('SIGKILL');
      throw error;
    }
  };
  return { ...server, ready };
}
