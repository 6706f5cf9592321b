/**
 * Several app nodes of one deployment on this machine: the compiled server, as the journeys run
 * it, each on a port and a data folder of its own, all sharing one fresh PostgreSQL database, one
 * Redis and one JWT secret, behind a balancer on this machine (TRUST_PROXY=loopback).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, serverEnv, waitUntilReady } from './app-server.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freePort } from '../../../apps/server/src/test/ports.ts';
import { repoRoot, resultsDir } from './paths.ts';

export interface AppNode {
  name: string;
  /** host:port, as nginx names it in its access log. */
  address: string;
  /** The node's process; a new one after `start`. */
  readonly child: ChildProcess;
  /** Ends the node at once, as a crash or a lost machine would: no goodbye to anybody. */
  kill(): Promise<void>;
  /** Starts a killed node again on its port and data folder, and answers once it is ready (/readyz). */
  start(): Promise<void>;
}

export interface AppNodes {
  nodes: AppNode[];
  stop(): Promise<void>;
}

async function startNode(name: string, env: Record<string, string>, cleanUps: Array<() => Promise<void>>): Promise<AppNode> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `sahaya-${name}-`));
  const logFile = join(resultsDir, `${name}.log`);
  // A node started again writes on after what it wrote before, so one log tells its whole run.
  const log = createWriteStream(logFile);
  const launch = () => {
    const started = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: serverEnv({ ...env, PORT: String(port), DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.pipe(log, { end: false });
    started.stderr?.pipe(log, { end: false });
    return started;
  };
  let child = launch();
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  cleanUps.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killTimer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, logFile);
  return {
    name,
    address: `127.0.0.1:${port}`,
    get child() {
      return child;
    },
    kill,
    async start() {
      if (child.exitCode === null && child.signalCode === null) throw new Error(`${name} is still running`);
      child = launch();
      await waitUntilReady(baseUrl, child, logFile);
    },
  };
}

/**
 * Starts `count` nodes on a new database of the PostgreSQL server at `serverDatabaseUrl` with the
 * Redis at `redisUrl`. The first seeds the demo data; the others start once it is ready, so
 * exactly one of them migrates and seeds the empty database.
 */
export async function startAppNodes(
  count: number,
  { serverDatabaseUrl, redisUrl, publicUrl }: { serverDatabaseUrl: string; redisUrl: string; publicUrl: string },
): Promise<AppNodes> {
  const database: TestDatabase = await createTestDatabase(serverDatabaseUrl);
  const cleanUps: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(cleanUps.map((cleanUp) => cleanUp()));
    await database.drop();
  };
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  };
  const nodes: AppNode[] = [];
  try {
    for (let index = 0; index < count; index++) {
      nodes.push(await startNode(`node-${index + 1}`, { ...shared, SEED_DEMO: index === 0 ? 'true' : 'false' }, cleanUps));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes, stop };
}
