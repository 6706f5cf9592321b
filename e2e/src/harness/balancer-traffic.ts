/**
 * What clients see through nginx while nodes leave and come back: single requests from a loopback
 * address of their own, each on a new connection so that nginx's workers share them as they share
 * clients, a steady stream of them, and brief Socket.IO sessions as the web app opens them.
 */
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import type { Balancer } from './balancer.ts';
import { newRequestId, type PersonSocket } from './balanced-person.ts';

export interface Answered {
  path: string;
  address: string;
  requestId: string;
  /** When it was sent (Date.now()). */
  sentAt: number;
  /** nginx's status, or 0 when nginx itself could not be reached. */
  status: number;
}

/** Sends GET `path` through the balancer from `address`, on a connection of its own. */
export function requestFrom(balancer: Balancer, path: string, address: string): Promise<Answered> {
  const requestId = newRequestId();
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const options = { host: '127.0.0.1', port: balancer.port, path, localAddress: address, agent: false as const };
    const req = get({ ...options, headers: { 'x-request-id': requestId } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ path, address, requestId, sentAt, status: res.statusCode ?? 0 }));
    });
    req.on('error', () => resolve({ path, address, requestId, sentAt, status: 0 }));
  });
}

export interface SteadyTraffic {
  /** Stops sending and answers every request sent, once each is answered. */
  stop(): Promise<Answered[]>;
}

/** Sends each of `targets` every `everyMs`, as people's pages keep doing whatever happens to the nodes. */
export function steadyTraffic(balancer: Balancer, targets: Array<{ path: string; address: string }>, everyMs: number): SteadyTraffic {
  const sent: Array<Promise<Answered>> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const { path, address } of targets) sent.push(requestFrom(balancer, path, address));
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Promise.all(sent);
    },
  };
}

export interface SessionOutcome {
  address: string;
  /** The Engine.IO session id, once the handshake gave one. */
  sid?: string;
  /** Why the session did not connect and get its ack, if it did not. */
  error?: string;
}

/**
 * Opens a Socket.IO session from `address` as the web app does (long-polling, then WebSocket),
 * sends `join-conversation` for `requestId` and waits for its ack, then closes. It never connects
 * again, so a session whose requests nginx split between nodes fails instead of being hidden.
 */
export async function briefSession(balancer: Balancer, address: string, token: string, requestId: string): Promise<SessionOutcome> {
  const socket: PersonSocket = io(balancer.url, {
    path: '/socket.io',
    auth: { token },
    reconnection: false,
    timeout: 10_000,
    // engine.io hands the agent to Node's http and to ws as it is, though its type names a string.
    agent: new Agent({ localAddress: address }) as unknown as string,
  });
  let sid: string | undefined;
  socket.io.on('open', () => (sid = socket.io.engine.id));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const lost = new Promise<never>((_, reject) => socket.once('disconnect', (reason) => reject(new Error(`disconnected: ${reason}`))));
    // Closing the socket below disconnects it too, after the ack has come.
    lost.catch(() => undefined);
    const ack = await Promise.race([socket.timeout(10_000).emitWithAck('join-conversation', requestId), lost]);
    if (!ack.ok) return { address, sid, error: `join-conversation answered ${JSON.stringify(ack)}` };
    return { address, sid };
  } catch (error) {
    return { address, sid, error: error instanceof Error ? error.message : String(error) };
  } finally {
    socket.close();
  }
}
