/**
 * A PostgreSQL server of a test's own, from the machine's PostgreSQL binaries, in a temporary folder
 * on a free port: a test may stop it, restart it and end its connections as a managed database's
 * maintenance does, which the PostgreSQL other tests share must never see. It listens on
 * 127.0.0.1 only. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onServer } from './postgres-databases.ts';
import { freePort } from './ports.ts';

const run = promisify(execFile);
const BIN_ROOT = '/usr/lib/postgresql';

/** The folder of the newest PostgreSQL binaries on this machine, if any. */
function binaries(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT).filter((name) => existsSync(join(BIN_ROOT, name, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(BIN_ROOT, newest, 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Whether this machine can run a PostgreSQL server of a test's own. */
export const canRunPostgres = binaries() !== undefined;

export interface PostgresServer {
  /** A connection string to the database `sahaya` on it. */
  url: string;
  /** `pg_ctl stop -m fast`: every connection is ended and new ones are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Ends every connection to the database but the caller's, as `pg_terminate_backend` does. */
  terminateConnections(): Promise<number>;
  close(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binaries();
  if (!bin) throw new Error('No PostgreSQL binaries on this machine');
  const folder = mkdtempSync(join(tmpdir(), 'sahaya-pg-'));
  // The postgres user must reach its data folder through this one.
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  const port = await freePort();
  const pgCtl = async (...args: string[]) => {
    const command = [join(bin, 'pg_ctl'), '-D', data, '-w', '-t', '60', ...args];
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', ...command]);
    else await run(command[0]!, command.slice(1));
  };
  const initdb = [join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'];
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', ...initdb]);
  else await run(initdb[0]!, initdb.slice(1));
  // Only on 127.0.0.1, its socket in its own folder; fsync off, since nothing here must outlive the test.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=100`;
  const start = () => pgCtl('start', '-l', join(folder, 'log'), '-o', options);
  await start();

  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await onServer(serverUrl, 'create database sahaya');

  return {
    url: `postgres://postgres@127.0.0.1:${port}/sahaya`,
    stop: () => pgCtl('stop', '-m', 'fast'),
    start,
    restart: () => pgCtl('restart', '-m', 'fast', '-l', join(folder, 'log'), '-o', options),
    async terminateConnections() {
      const result = await onServer(
        serverUrl,
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'sahaya' and pid <> pg_backend_pid()",
      );
      return result.rowCount ?? 0;
    },
    async close() {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
