/**
 * What the local stand-ins of the gateways (MSG91, WhatsApp, Exotel, Razorpay) share: reading a
 * request's body, answering JSON, comparing a secret without giving its length away by time, the
 * plan of the next requests a test wants to go wrong, and starting and closing the HTTP server.
 * The browser journeys import the stand-ins by relative path, so this file, like them, uses
 * nothing but node: modules.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Whether a secret sent is the one the stand-in was given, compared as a gateway would. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The next requests a test wants to go wrong ("fail the next 2 with 503"), each request taking one
 * in turn. A new plan replaces the one before, as a test that sets one expects.
 */
export interface Faults<F> {
  plan(count: number, fault: F): void;
  /**
   * The fault this request gets, counted off the plan; undefined once the plan is used up, or
   * when `applies` says the planned fault is not for this point of the request.
   */
  take(applies?: (fault: F) => boolean): F | undefined;
}

export function faults<F>(): Faults<F> {
  let left = 0;
  let planned: F | undefined;
  return {
    plan(count, fault) {
      left = count;
      planned = fault;
    },
    take(applies = () => true) {
      if (left <= 0 || planned === undefined || !applies(planned)) return undefined;
      left -= 1;
      return planned;
    },
  };
}

/**
 * Leaves a request unanswered, as a gateway that hangs does: the client gives up on its own (or
 * dies), or the stand-in's close ends the connection. Its body is read and dropped.
 */
export function leaveUnanswered(request: IncomingMessage): void {
  request.resume();
}

export interface StandInServer {
  /** `http://<host>:<port>`, the base a server under test is given. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a stand-in's HTTP server on `host` and `port` (127.0.0.1 and a free port unless said).
 * `handle` answers each request; a handler that throws is answered by `failed` (a 500 in the
 * gateway's own error shape) unless it had begun its answer, which is then ended as it is.
 */
export async function startStandInServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  failed: (request: IncomingMessage, response: ServerResponse, error: unknown) => void,
  options: { host?: string; port?: number } = {},
): Promise<StandInServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) failed(request, response, error);
      else response.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Held requests and kept-alive sockets would keep close waiting.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
