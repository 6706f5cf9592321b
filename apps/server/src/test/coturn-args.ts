/**
 * How tests start Debian's coturn (`turnserver`): on 127.0.0.1 only, listening and relaying there,
 * with the app's shared-secret credentials (use-auth-secret), no TLS, no external address, and its
 * files in the test's folder, so nothing leaves this machine. Verbose, so its log shows each
 * allocation and, when it closes, the bytes it relayed. The server's coturn test and the relay
 * journey both start it so.
 */
import { join } from 'node:path';

export const TURNSERVER = '/usr/bin/turnserver';

export function coturnArgs(port: number, secret: string, dir: string): string[] {
  return [
    '-n',
    '-v',
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=sahaya.test',
    // Both ends of a test's call are on 127.0.0.1, and coturn refuses loopback peers unless told.
    '--allow-loopback-peers',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    `--userdb=${join(dir, 'turndb')}`,
    `--pidfile=${join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
  ];
}
