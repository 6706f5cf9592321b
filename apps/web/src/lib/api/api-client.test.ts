import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@sahaya/contract/http';
import { authHeader, guardedGet, json, load } from '../testing/api-client-harness.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const things = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  access: 'signedIn',
  summary: 'Things',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number(), search: z.string() }),
  replies: { 200: z.object({ ok: z.boolean() }) },
});

/** A sign-in step: public, so its 401 is an answer. */
const signIn = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  summary: 'Sign in',
  body: z.object({}),
  replies: { 200: z.unknown() },
});

describe('api client', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    Object.values(toast).forEach((fn) => fn.mockReset());
  });

  it('sends the bearer token and the cookies', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    const { call } = await load();
    await expect(call(things, { params: { id: 'a b/c' }, query: { page: 2, search: '' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/a%20b%2Fc?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(authHeader(init)).toBe('Bearer old');
  });

  it('refreshes once for several calls that fail together and retries each with the new token', async () => {
    let refreshes = 0;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/refreshToken') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: 'new' });
      }
      return authHeader(init) === 'Bearer new' ? json(200, { url }) : json(401, { message: 'Unauthorized' });
    });
    vi.stubGlobal('fetch', fetch);
    const { call, getSession } = await load();
    const results = await Promise.all(['/api/a', '/api/b', '/api/c'].map((path) => call(guardedGet(path))));
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(getSession()?.accessToken).toBe('new');
  });

  it('retries a request only once', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/auth/refreshToken' ? json(200, { accessToken: 'new' }) : json(401, { message: 'Still no' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { call } = await load();
    await expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 401, message: 'Still no' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('logs out when the refresh fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Unauthorized' })),
    );
    const { call, getSession } = await load();
    await expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });

  it('passes a 401 from a sign-in call to the form without refreshing', async () => {
    const fetch = vi.fn(async () => json(401, { message: 'Your access is blocked!' }));
    vi.stubGlobal('fetch', fetch);
    const { call } = await load();
    await expect(call(signIn, { body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Your access is blocked!',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs out with "Forbidden Access" on a 403', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'nope' })));
    const { call, getSession } = await load();
    await expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Forbidden Access' });
    expect(getSession()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Forbidden Access', expect.anything());
  });

  it('reports "Network Error" when there is no response, once it has given up trying again', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      const { call } = await load();
      const failed = expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: 'Network Error', notified: true });
      await vi.advanceTimersByTimeAsync(7000);
      await failed;
      // The spec's words, with what they mean for the person said plainly under them.
      expect(toast.error).toHaveBeenCalledWith(
        'Network Error',
        expect.objectContaining({ description: 'Sahaya did not answer, so this did not go through. What you typed is kept: please try again in a moment.' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries the server message, its code and per-field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { message: 'Email is already registered!', code: 'EMAIL_TAKEN', errors: { email: 'Email is already registered!' } }),
      ),
    );
    const { call } = await load(null);
    await expect(call(signIn, { body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'EMAIL_TAKEN',
      message: 'Email is already registered!',
      errors: { email: 'Email is already registered!' },
    });
  });

  it('gives a reply without a code (a proxy\'s error page) the code of its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })));
    const { call } = await load(null);
    await expect(call(signIn, { body: {} })).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});
