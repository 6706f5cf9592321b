/**
 * nginx in front of several app nodes, run from the configuration the README recommends
 * (deploy/nginx.conf) as this test's own process, and its access log, which says which node
 * served each request.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, resultsDir } from './paths.ts';

export interface Balancer {
  url: string;
  port: number;
  /** The access log's lines so far. */
  log(): AccessLine[];
  stop(): Promise<void>;
}

/** One request as nginx's `sahaya` log format writes it. */
export interface AccessLine {
  client: string;
  request: string;
  status: number;
  /** Every node nginx tried, in order; the last one answered. */
  upstreams: string[];
  requestId: string;
}

/** The nginx binary: NGINX_PATH, `nginx` on the PATH, or Debian's, which is off a non-root user's PATH. */
export function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
  }
}

/**
 * Replaces `from` with `to` in the configuration, failing unless it occurs exactly `times` times:
 * the test must run the recommended configuration itself, so when that file changes shape the
 * test has to be changed with it rather than quietly run something else.
 */
function substitute(config: string, from: string, to: string, times: number): string {
  const found = config.split(from).length - 1;
  if (found !== times) {
    throw new Error(
      `deploy/nginx.conf was expected to hold "${from}" ${times} times but holds it ${found} times; ` +
        'update e2e/src/harness/balancer.ts to its new shape',
    );
  }
  return config.replaceAll(from, to);
}

/**
 * deploy/nginx.conf with the compose file's two node addresses replaced by `nodes`, its port by
 * `port`, its access log moved to `accessLog`, and Janus's address by a loopback one: nothing else
 * of it changes.
 */
export function recommendedConfig(nodes: [string, string], port: number, accessLog: string): string {
  let config = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  config = substitute(config, 'server app1:3000 ', `server ${nodes[0]} `, 2);
  config = substitute(config, 'server app2:3000 ', `server ${nodes[1]} `, 2);
  config = substitute(config, '    listen 80;\n', `    listen ${port};\n`, 1);
  config = substitute(config, 'access_log /var/log/nginx/access.log sahaya;', `access_log ${accessLog} sahaya;`, 1);
  // nginx resolves Docker's host name as it starts; these nodes run no Janus, so /janus leads to a closed loopback port.
  config = substitute(config, 'proxy_pass http://host.docker.internal:8188;', 'proxy_pass http://127.0.0.1:9;', 1);
  return config;
}

const linePattern = /^(\S+) \[[^\]]*\] "([^"]*)" (\d{3}) \d+ \S+ s upstream (.*) id (\S+)$/;

function parseLine(line: string): AccessLine {
  const match = linePattern.exec(line);
  if (!match) throw new Error(`An access log line is not in deploy/nginx.conf's "sahaya" format as this test reads it: ${line}`);
  const [, client, request, status, upstreams, requestId] = match as unknown as [string, string, string, string, string, string];
  return { client, request, status: Number(status), upstreams: upstreams.split(/, | : /), requestId };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${output()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nginx did not listen on port ${port} within 10 s:\n${output()}`);
}

/** Starts nginx on `port` in front of `nodes` (host:port each), in the foreground, with its files in a folder of its own. */
export async function startBalancer(nginx: string, nodes: [string, string], port: number): Promise<Balancer> {
  const prefix = mkdtempSync(join(tmpdir(), 'sahaya-nginx-'));
  // Kept with the nodes' logs after the run, to see which node served what.
  const accessLog = join(resultsDir, 'nginx-access.log');
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(accessLog, '');
  writeFileSync(configFile, recommendedConfig(nodes, port, accessLog));
  // The configuration leaves the pid file and the error log to the command line, as it says;
  // `-e stderr` keeps nginx from opening its built-in error log before it has read them.
  const main = `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr;`;
  const child = spawn(nginx, ['-e', 'stderr', '-p', prefix, '-c', configFile, '-g', main], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A binary that cannot be run (a wrong NGINX_PATH) is told here, then seen as never listening.
  child.on('error', (error) => (output += `${error.message}\n`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A fast stop: a graceful one would wait for every WebSocket still open through it.
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log: () =>
      existsSync(accessLog)
        ? readFileSync(accessLog, 'utf8')
            .split('\n')
            .filter((line) => line !== '')
            .map(parseLine)
        : [],
    stop,
  };
}

/** Waits until the access log holds a line that `matches`, and answers every such line. */
export async function linesOf(balancer: Balancer, matches: (line: AccessLine) => boolean, what: string): Promise<AccessLine[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = balancer.log().filter(matches);
    if (lines.length > 0) return lines;
    if (Date.now() > deadline) throw new Error(`nginx logged no request of ${what} within 5 s`);
    await sleep(50);
  }
}

/** The node that answered the request with this id. */
export async function servedBy(balancer: Balancer, requestId: string): Promise<string> {
  const [line] = await linesOf(balancer, (l) => l.requestId === requestId, `id ${requestId}`);
  return line!.upstreams.at(-1)!;
}
