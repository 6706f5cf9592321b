/**
 * A person reaching the app through the balancer: API calls with fetch, and the live socket the
 * web app opens (Socket.IO's default long-polling, then WebSocket) from a loopback address of
 * their own, which decides the node nginx sticks their socket to. Whatever the socket hears is
 * kept, so a test can wait for an event that may already have come.
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@sahaya/contract/events';
import { asVisitor } from './visitor.ts';

export type PersonSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Heard {
  event: string;
  payload: unknown;
}

export interface BalancedPerson {
  id: string;
  token: string;
  /** The loopback address the socket connects from. */
  address: string;
  socket: PersonSocket;
  heard: Heard[];
  /** How many times the socket has connected: a reconnection counts again. */
  connections(): number;
  /** Sends one API request through the balancer with a request id of its own; fails unless it succeeds. */
  call<Reply = unknown>(method: string, path: string, body?: object): Promise<{ reply: Reply; requestId: string }>;
  close(): void;
}

/** A request id nginx passes on as it is, so its access log line can be found. */
export const newRequestId = () => `two-node-${randomUUID()}`;

/** Sends a request through the balancer and answers its reply, failing unless it succeeds. */
async function request<Reply>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: object; requestId?: string } = {},
): Promise<Reply> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...asVisitor(),
      'x-request-id': options.requestId ?? newRequestId(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as Reply;
}

/** Waits until `socket` is connected. */
async function connected(socket: PersonSocket, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!socket.connected) {
    if (Date.now() > deadline) throw new Error(`The socket did not connect within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Waits until the person's socket has connected again since it had connected `before` times. */
export async function reconnected(person: BalancedPerson, before: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (person.connections() <= before || !person.socket.connected) {
    if (Date.now() > deadline) throw new Error(`The socket from ${person.address} did not connect again within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Signs a person in through the balancer and opens their socket from `address`. */
export async function signInFrom(
  baseUrl: string,
  address: string,
  credentials: { email: string; password: string; role: 'user' | 'volunteer' | 'admin' },
): Promise<BalancedPerson> {
  const path = credentials.role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login';
  const { accessToken, user } = await request<{ accessToken: string; user: { _id: string } }>(baseUrl, 'POST', path, {
    body: { data: { email: credentials.email, password: credentials.password }, selectedRole: credentials.role },
  });
  const heard: Heard[] = [];
  const socket: PersonSocket = io(baseUrl, {
    path: '/socket.io',
    auth: { token: accessToken },
    // Every connection of this socket, polling and WebSocket alike, leaves from this address.
    // engine.io hands the agent to Node's http and to ws as it is, though its type names a string.
    agent: new Agent({ localAddress: address }) as unknown as string,
  });
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  let connections = 0;
  socket.on('connect', () => connections++);
  await connected(socket);
  return {
    id: user._id,
    token: accessToken,
    address,
    socket,
    heard,
    connections: () => connections,
    async call<Reply>(method: string, path: string, body?: object) {
      const requestId = newRequestId();
      const reply = await request<Reply>(baseUrl, method, path, { token: accessToken, body, requestId });
      return { reply, requestId };
    },
    close: () => socket.close(),
  };
}

/** Waits until the person's socket has heard `event` with a payload that `matches`, and answers that payload. */
export async function hears<T>(person: BalancedPerson, event: string, matches: (payload: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = person.heard.find((h) => h.event === event && matches(h.payload as T));
    if (found) return found.payload as T;
    if (Date.now() > deadline) {
      const events = person.heard.map((h) => h.event).join(', ') || '(nothing)';
      throw new Error(`The socket from ${person.address} did not hear ${event} within ${timeoutMs} ms; it heard: ${events}`);
    }
    await sleep(50);
  }
}

type ClientEventName = keyof ClientToServerEvents;
type PayloadOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];
type AckOf<E extends ClientEventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** Sends a client event on the person's socket and answers the server's ack, failing if none comes within 10 s. */
export function emit<E extends ClientEventName>(person: BalancedPerson, event: E, payload: PayloadOf<E>): Promise<AckOf<E>> {
  // Socket.IO's typed emitWithAck cannot take an event name that is a type parameter; the
  // signature given here is the same map's, read one event at a time.
  const emitWithAck = person.socket.timeout(10_000).emitWithAck as (event: E, payload: PayloadOf<E>) => Promise<AckOf<E>>;
  return emitWithAck.call(person.socket, event, payload);
}
