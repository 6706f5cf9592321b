/**
 * The server started as a newcomer or the container starts it, in a process group of its own, for
 * the benchmarks that measure a whole server: its start (start-time.ts) and its memory (memory.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * The environment a newcomer starts the server with. The server's settings in this shell, and what
 * `npm run bench` itself put in the environment, would change what is measured: a newcomer has
 * neither. The data folder is the caller's to give.
 */
export function newcomerEnv(): NodeJS.ProcessEnv {
  const dropped = new Set(['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DATA_DIR', 'PORT', 'INIT_CWD', 'NODE_OPTIONS']);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !dropped.has(key) && !key.startsWith('npm_') && !key.startsWith('S3_')),
  );
  env.LOG_LEVEL = 'warn';
  return env;
}

const dockerfileOf = (repoRoot: string) => readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');

/**
 * `env` with the settings the Dockerfile's last stage gives the container (ENV), except the port
 * and data folder, which are the caller's; its compile cache in `scratch`, and what a production
 * start refuses to go without.
 */
export function containerEnvFor(repoRoot: string, env: NodeJS.ProcessEnv, scratch: string): NodeJS.ProcessEnv {
  const dockerfile = dockerfileOf(repoRoot);
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const lines = [...runtime.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].map((match) => match[1] ?? '');
  const settings = lines.flatMap((line) => [...line.replace(/\\\n/g, ' ').matchAll(/(\w+)=(\S+)/g)]);
  const kept = settings.filter(([, name]) => name !== 'PORT' && name !== 'DATA_DIR');
  return {
    ...env,
    ...Object.fromEntries(kept.map(([, name, value]) => [name, value])),
    NODE_COMPILE_CACHE: join(scratch, 'node-compile-cache'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
  };
}

/**
 * The container's command, `node` and its arguments, read from the Dockerfile's CMD, so the
 * benchmarks run the server with the flags production gives it.
 */
export function containerCommand(repoRoot: string): [string, string[]] {
  const cmd = [...dockerfileOf(repoRoot).matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
  const [program, ...args] = cmd ? (JSON.parse(cmd) as string[]) : [];
  if (program !== 'node') throw new Error(`The Dockerfile's CMD should run node, not ${cmd ?? 'nothing'}`);
  return [process.execPath, args];
}

export interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Seconds from the command's start until /readyz answered 200. */
  readySeconds: number;
}

/**
 * Starts a command on a free port and waits until /readyz answers 200. Its output is kept and shown
 * only when it does not come up.
 */
export async function startUntilReady(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      const answered = await fetch(`${baseUrl}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (answered) return { child, baseUrl, readySeconds: (performance.now() - started) / 1000 };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${command} ${args.join(' ')} did not answer /readyz within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

/** Stops a start and everything it started (npm, the shell, node): they share a process group. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}
