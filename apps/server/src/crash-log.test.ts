/**
 * An error nothing handled still ends the process, but as a structured line of the log that a log
 * collector reads (JSON in production), not as a raw stack on stderr. The real server is started
 * as a child process with a module loaded first that throws when the test sends it a signal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { randomToken } from './lib/tokens.ts';
import { spawnServer, startServer, type ServerProcess } from './test/server-process.ts';
import { freePort } from './test/ports.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-crash-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('logs an error nothing handled as one structured line before the process ends', { timeout: 120_000 }, async () => {
  const port = await freePort();
  server = await startServer(port, {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomToken(48),
    LOG_LEVEL: 'info',
    // The embedded database: this is about the process, not the database under it.
    DATABASE_URL: '',
    REDIS_URL: '',
    // A signal the server does not use makes the error, once it is running; NODE_OPTIONS splits at spaces.
    NODE_OPTIONS: `--import=data:text/javascript,process.on('SIGUSR2',()=>{throw%20new%20Error('Nobody%20caught%20this')})`,
  });
  await server.kill('SIGUSR2');
  const code = await server.exited();
  // The start's banner is for people; what follows it is the log.
  const lines = server.output().trim().split('\n').filter((line) => line.startsWith('{'));
  const fatal = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
  expect(fatal).toMatchObject({ level: 60, msg: 'Sahaya stopped on an error nothing handled', kind: 'uncaughtException', err: { message: 'Nobody caught this' } });
  // No raw stack after it: the structured line is the last thing the process printed.
  expect(server.output().trimEnd().endsWith(lines.at(-1)!)).toBe(true);
  expect(code).toBe(1);
});

it('says the start failed, in one structured line, when the database cannot be opened', { timeout: 120_000 }, async () => {
  const port = await freePort();
  // A database the local PostgreSQL does not have: refused at once, not waited for.
  const missing = spawnServer(port, {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomToken(48),
    LOG_LEVEL: 'info',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sahaya_no_such_database',
    REDIS_URL: '',
  });
  const code = await missing.exited();
  const lines = missing.output().trim().split('\n').filter((line) => line.startsWith('{'));
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 60, msg: 'Sahaya could not start', err: { message: 'database "sahaya_no_such_database" does not exist' } });
  expect(code).toBe(1);
});
