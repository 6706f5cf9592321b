/** What the API client's unit tests share: replies, a fresh client over a stored session, and endpoints to call. */
import { vi, type Mock } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@sahaya/contract/http';
import { MemoryStorage } from './memory-storage.ts';

export const session = { userId: 'u1', isLoggedIn: true, role: 'user', isBlocked: false, accessToken: 'old' };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Loads fresh copies of the client, the store and the reachability notice, with `stored` as the saved session. */
export async function load(stored: object | null = session) {
  vi.resetModules();
  const storage = new MemoryStorage();
  if (stored) storage.setItem('sahaya.auth', JSON.stringify(stored));
  vi.stubGlobal('localStorage', storage);
  const client = await import('../api/api-client.ts');
  const store = await import('../session/auth-store.ts');
  const reachability = await import('../api/server-reachability.ts');
  // The client loads the auth endpoints when it first refreshes; loaded here, that takes no real
  // time, so a test on fake timers sees each step when it expects it.
  await import('@sahaya/contract/auth/endpoints');
  return { ...client, ...store, ...reachability };
}

/** A guarded call answering anything, for the session handling tests. */
export const guardedGet = (path: string) =>
  endpoint({ method: 'GET', path, access: 'signedIn', summary: path, replies: { 200: z.unknown() } });

/** A guarded call that changes something, so it is never sent twice by the client itself. */
export const guardedPost = (path: string) =>
  endpoint({ method: 'POST', path, access: 'signedIn', summary: path, body: z.object({}), replies: { 200: z.unknown() } });

/** The fetch a test stands in for the browser's, whose calls it reads back. */
export type FetchStub = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/**
 * Puts `answer` in the place of the global fetch: it answers each call (or throws, as a fetch
 * does when no reply comes: `new TypeError('Failed to fetch')`). Undone by `vi.unstubAllGlobals()`.
 */
export function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>): FetchStub {
  const fetch: FetchStub = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to one path, in order, each with its request. */
export const callsTo = (fetch: FetchStub, path: string) => fetch.mock.calls.filter(([url]) => url === path);

export function authHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}
