/**
 * A local stand-in for a Web Push service (RFC 8030), over HTTPS as the real ones are: it keeps
 * every notice posted to it (headers and the encrypted body) and answers 201 Created, or the
 * status a test chose for an endpoint (410 Gone for a device that unsubscribed, 404, or a 5xx for
 * a service that is down). Its certificate is self-signed and made at start with `openssl`; a
 * client trusts it through `caFile` (NODE_EXTRA_CA_CERTS for a server started as a process) or
 * `certificate` (an agent's `ca`), never by turning certificate checks off.
 *
 * It imports nothing of the server, so the browser journeys use it by its path as well.
 */
import { execFile } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One notice as the push service received it. */
export interface PushRequest {
  /** The full endpoint the notice was posted to. */
  endpoint: string;
  method: string;
  /** Header names in lower case: `authorization` (VAPID), `ttl`, `urgency`, `content-encoding`… */
  headers: Record<string, string>;
  /** The encrypted payload (aes128gcm): salt, record size, the sender's key, then the record. */
  body: Buffer;
  /** The status the stand-in answered. */
  status: number;
}

export interface PushServiceStandIn {
  /** `https://127.0.0.1:<port>` */
  readonly origin: string;
  /** The PEM of the self-signed certificate, for an agent's `ca`. */
  readonly certificate: string;
  /** A file holding that PEM, for NODE_EXTRA_CA_CERTS. */
  readonly caFile: string;
  /** Every notice received so far, oldest first. */
  readonly requests: readonly PushRequest[];
  /** A new endpoint of this service, as a browser would be handed one when it subscribes. */
  endpoint(): string;
  /** Answer notices to `endpoint` with `status` from now on: 410 or 404 (gone), 500, 503… */
  answer(endpoint: string, status: number): void;
  /** Resolves with the first notice to `endpoint` (or any, when left out) received after `since` requests. */
  waitForRequest(options?: { endpoint?: string; since?: number; timeoutMs?: number }): Promise<PushRequest>;
  close(): Promise<void>;
}

/** Makes a key and a self-signed certificate for 127.0.0.1 and localhost in `dir`. */
async function selfSignedCertificate(dir: string): Promise<{ key: string; cert: string; certFile: string }> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '2',
    '-subj',
    '/CN=push-service-stand-in',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = await mkdtemp(join(tmpdir(), 'push-service-stand-in-'));
  const { key, cert, certFile } = await selfSignedCertificate(dir);
  const requests: PushRequest[] = [];
  const answers = new Map<string, number>();
  const waiters = new Set<() => void>();

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? '/'}`;
      const status = answers.get(endpoint) ?? 201;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      requests.push({ endpoint, method: req.method ?? '', headers, body: Buffer.concat(chunks), status });
      res.writeHead(status, status === 201 ? { location: `${origin}/messages/${randomUUID()}` } : {});
      res.end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificate: cert,
    caFile: certFile,
    requests,
    endpoint: () => `${origin}/push/${randomUUID()}`,
    answer: (endpoint, status) => void answers.set(endpoint, status),
    waitForRequest({ endpoint, since = 0, timeoutMs = 10_000 } = {}) {
      const find = () => requests.slice(since).find((request) => endpoint === undefined || request.endpoint === endpoint);
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No push notice${endpoint ? ` to ${endpoint}` : ''} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser's device for Web Push: its P-256 key pair and auth secret, which a test keeps to read
 * what is pushed to it, and the subscription a browser would send for it.
 */
export function browserDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } } };
}

/**
 * Reads an aes128gcm Web Push message (RFC 8188 with the keys of RFC 8291) as the browser does;
 * throws when it is not for this device or is malformed (a record longer than its header says, or
 * padding that is not the delimiter 2 and zeros).
 */
export function decryptPush(body: Buffer, device: { ecdh: ECDH; authSecret: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  if (record.length > recordSize) throw new Error(`A push record of ${record.length} bytes is longer than its header's ${recordSize}`);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', device.ecdh.computeSecret(serverKey), device.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || !padded.subarray(end + 1).every((byte) => byte === 0)) throw new Error('A push record does not end with its delimiter and padding');
  return padded.subarray(0, end).toString('utf8');
}
