/**
 * A Janus of a test's own (Debian's `janus`), on a free port of 127.0.0.1: its configuration is
 * written to a temporary folder, and its plugin and transport folders there hold only links to
 * the VideoRoom plugin and the WebSockets transport, so nothing else is loaded (no HTTP API, no
 * admin API, no event handlers). It is told its address is 127.0.0.1 and given no STUN or TURN
 * server and no 1:1 NAT mapping, so it never looks for its public address; ICE gathers on the
 * loopback only. It can be killed (SIGKILL, as a crash) and started again on the same port, empty,
 * as a restarted Janus is. CI installs it (.ci/run); without it the tests that need it fail and say so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { acceptsConnections, freePort } from './ports.ts';

export const JANUS = '/usr/bin/janus';
const LIBRARIES = '/usr/lib/x86_64-linux-gnu/janus';

export interface JanusProcess {
  /** The WebSocket API, as JANUS_URL takes it. */
  readonly url: string;
  /** The VideoRoom plugin's admin_key: rooms can be created only with it. */
  readonly adminKey: string;
  /** What Janus has written to its output so far, for a failing test's message. */
  log(): string;
  /** Kills it at once (SIGKILL), as a crash would, and waits until it has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same port, with no rooms. */
  start(): Promise<void>;
  /** Ends it and removes its folder. */
  stop(): Promise<void>;
}

/** The configuration files, in Janus's own format (libconfig-like `.jcfg`). */
function writeConfiguration(dir: string, port: number, adminKey: string): string {
  const folder = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  const [conf, plugins, transports, events, loggers] = ['conf', 'plugins', 'transports', 'events', 'loggers'].map(folder) as [string, string, string, string, string];
  symlinkSync(join(LIBRARIES, 'plugins', 'libjanus_videoroom.so'), join(plugins, 'libjanus_videoroom.so'));
  symlinkSync(join(LIBRARIES, 'transports', 'libjanus_websockets.so'), join(transports, 'libjanus_websockets.so'));
  writeFileSync(
    join(conf, 'janus.jcfg'),
    `general: {
  configs_folder = "${conf}"
  plugins_folder = "${plugins}"
  transports_folder = "${transports}"
  events_folder = "${events}"
  loggers_folder = "${loggers}"
  debug_level = 4
  server_name = "sahaya-test"
  # The address Janus puts in its candidates: without it Janus works out the machine's own.
  interface = "127.0.0.1"
  admin_secret = "${randomBytes(18).toString('base64url')}"
  session_timeout = 60
}
media: {
  ipv6 = false
}
nat: {
  nice_debug = false
  # No stun_server, turn_server, turn_rest_api or nat_1_1_mapping: nothing is asked of the network.
  ignore_mdns = true
  ice_enforce_list = "127.0.0.1"
  ice_ignore_list = "vmnet"
}
plugins: {
}
transports: {
}
events: {
  broadcast = false
}
`,
  );
  writeFileSync(
    join(conf, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "plain"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  ws_acl = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  );
  writeFileSync(
    join(conf, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${adminKey}"
  lock_rtp_forward = true
  events = false
}
`,
  );
  return conf;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

export async function startJanus(): Promise<JanusProcess> {
  if (!existsSync(JANUS)) {
    throw new Error(`${JANUS} is not installed: install Debian's janus package (apt-get install janus), as .ci/run does, to run the Janus tests.`);
  }
  const port = await freePort();
  const adminKey = randomBytes(18).toString('base64url');
  const dir = mkdtempSync(join(tmpdir(), 'sahaya-janus-'));
  const conf = writeConfiguration(dir, port, adminKey);
  let output = '';
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(JANUS, ['--configs-folder', conf, '--config', join(conf, 'janus.jcfg'), '--disable-colors'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await acceptsConnections(port, 'janus', () => {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`janus exited (${started.exitCode ?? started.signalCode}) before listening:\n${output}`);
    });
  };
  await launch();

  return {
    url: `ws://127.0.0.1:${port}`,
    adminKey,
    log: () => output,
    async kill() {
      if (!child) return;
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    async start() {
      // The port may stay taken for a moment after the old process is gone.
      for (let attempt = 0; ; attempt++) {
        try {
          await launch();
          return;
        } catch (error) {
          if (attempt >= 10) throw error;
          await sleep(200);
        }
      }
    },
    async stop() {
      if (child) {
        const gone = exited(child);
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        // Janus waits for its sessions to time out on SIGTERM; a test has no use for that.
        const timer = setTimeout(() => child?.kill('SIGKILL'), 2000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
