/**
 * A server that cannot answer for a moment (no reply, or 503 while its database is away) must not
 * sign anybody out: the session is kept, idempotent calls are tried again with growing waits, and
 * the person is told the app is reconnecting until the server answers again. Only the refresh
 * endpoint's own 401 ends the session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, callsTo, guardedGet, guardedPost, json, load, session, stubFetch } from '../testing/api-client-harness.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const unavailable = () => json(503, { message: 'Sahaya could not be reached just now.', code: 'UNAVAILABLE' });
const REFRESH = '/api/auth/refreshToken';

describe('api client while the server cannot answer', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    Object.values(toast).forEach((fn) => fn.mockReset());
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the session when the refresh answers 503, and tries again until the server is back', async () => {
    let down = true;
    const fetch = stubFetch((url, init) => {
      if (url === '/readyz') return down ? json(503, { status: 'unavailable' }) : json(200, { status: 'ok' });
      if (url === REFRESH) return down ? unavailable() : json(200, { accessToken: 'new' });
      return authHeader(init) === 'Bearer new' ? json(200, { ok: true }) : json(401, { message: 'Unauthorized', code: 'UNAUTHENTICATED' });
    });
    const { call, getSession, getReachability } = await load();

    const answer = call(guardedGet('/api/a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()?.accessToken).toBe('old');
    expect(getReachability()).toBe('reconnecting');

    // The first try again comes after 1 s, the next after 2 s more: the server is back by then.
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo(fetch, REFRESH)).toHaveLength(2);
    down = false;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answer).resolves.toEqual({ ok: true });

    expect(callsTo(fetch, REFRESH)).toHaveLength(3);
    expect(getSession()).toMatchObject({ userId: session.userId, accessToken: 'new' });
    expect(getReachability()).toBe('reconnected');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh gets no answer at all, and gives up after 1, 2 and 4 s', async () => {
    const fetch = stubFetch((url) => {
      if (url === REFRESH || url === '/readyz') throw new TypeError('Failed to fetch');
      return json(401, { message: 'Unauthorized', code: 'UNAUTHENTICATED' });
    });
    const { call, getSession, getReachability } = await load();

    const failed = expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 0, code: 'NETWORK', notified: true });
    await vi.advanceTimersByTimeAsync(6999);
    expect(callsTo(fetch, '/api/a')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await failed;

    expect(callsTo(fetch, '/api/a')).toHaveLength(4);
    expect(getSession()).toMatchObject({ accessToken: 'old' });
    expect(getReachability()).toBe('reconnecting');
    expect(toast.error).toHaveBeenCalledWith('Network Error', expect.anything());
  });

  it('tries a GET again after a 503 and clears the notice once it is answered', async () => {
    let tries = 0;
    stubFetch((url) => {
      // The notice's own readiness checks get no answer either, so only the call itself brings the server back.
      if (url === '/readyz') throw new TypeError('Failed to fetch');
      tries += 1;
      return tries < 3 ? unavailable() : json(200, { ok: true });
    });
    const { call, getSession, getReachability } = await load();

    const answer = call(guardedGet('/api/a'));
    await vi.advanceTimersByTimeAsync(3000);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(tries).toBe(3);
    expect(getSession()).not.toBeNull();
    expect(getReachability()).toBe('reconnected');
    await vi.advanceTimersByTimeAsync(4000);
    expect(getReachability()).toBe('answering');
  });

  it('sends a call that changes something only once, keeps the session and passes the 503 on with its code', async () => {
    const fetch = stubFetch((url) => (url === '/readyz' ? json(503, { status: 'unavailable' }) : unavailable()));
    const { call, getSession, getReachability } = await load();

    await expect(call(guardedPost('/api/b'), { body: {} })).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(callsTo(fetch, '/api/b')).toHaveLength(1);
    expect(getSession()).not.toBeNull();
    expect(getReachability()).toBe('reconnecting');

    // The notice asks the server's readiness with growing waits, and goes once it answers.
    await vi.advanceTimersByTimeAsync(2000);
    expect(callsTo(fetch, '/readyz')).toHaveLength(1);
    fetch.mockImplementation(async () => json(200, { status: 'ok' }));
    await vi.advanceTimersByTimeAsync(4000);
    expect(callsTo(fetch, '/readyz')).toHaveLength(2);
    expect(getReachability()).toBe('reconnected');
  });

  it('takes a 503 with another code (Google sign-in not set up here) as an answer', async () => {
    const fetch = stubFetch(() => json(503, { message: 'Google sign-in is not set up here.', code: 'GOOGLE_NOT_CONFIGURED' }));
    const { call, getReachability } = await load();

    await expect(call(guardedGet('/api/c'))).rejects.toMatchObject({ status: 503, code: 'GOOGLE_NOT_CONFIGURED' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getReachability()).toBe('answering');
  });

  it('ends the session when the refresh endpoint itself answers 401', async () => {
    const fetch = stubFetch(() => json(401, { message: 'Your session has expired, please log in again.', code: 'SESSION_EXPIRED' }));
    const { call, getSession } = await load();

    await expect(call(guardedGet('/api/a'))).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(getSession()).toBeNull();
    expect(callsTo(fetch, REFRESH)).toHaveLength(1);
    expect(toast.info).toHaveBeenCalledWith('Your session has expired, please log in again.', expect.anything());
  });
});
