/**
 * The real server as a child process (`src/main.ts` through tsx), for tests that kill it or start it
 * again on the same data: what it prints is kept, so a test can wait for a log line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { randomToken } from '../lib/tokens.ts';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

/** Asks the kernel for a port nobody is listening on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `check` holds or `timeoutMs` have passed, whichever comes first; the test then says what it expected. */
export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A database of its own on the PostgreSQL server of `serverUrl`, for servers started on the same data; dropped by `drop`. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sahaya_kill_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
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
  const inherited: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') continue;
    inherited[key] = value;
  }
  const child = spawn(process.execPath, ['--conditions=@sahaya/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
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
  return server;
}
