/**
 * A call of an idempotent endpoint (a message, a request, a checkout) carries an Idempotency-Key:
 * one for the person's action, the same on each try the client makes while the server does not
 * answer, so a try whose reply was lost stores nothing twice; another action makes a new key. A
 * call that changes something without such a key is still sent once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@sahaya/contract/http';
import { IDEMPOTENCY_KEY_PATTERN } from '@sahaya/contract/idempotency';
import { callsTo, guardedPost, json, load, stubFetch, type FetchStub } from '../testing/api-client-harness.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const sendMessage = endpoint({
  method: 'POST',
  path: '/api/messages',
  access: 'signedIn',
  summary: 'A message',
  body: z.object({ content: z.string() }),
  idempotent: true,
  replies: { 201: z.unknown() },
});

/** The Idempotency-Key of each call made to `path`, in order (null: none sent). */
const keysSentTo = (fetch: FetchStub, path: string) => callsTo(fetch, path).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('api client and the Idempotency-Key', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    Object.values(toast).forEach((fn) => fn.mockReset());
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one key with every try of an action the server did not answer, and a new key for the next action', async () => {
    let tries = 0;
    const fetch = stubFetch((url) => {
      if (url === '/readyz') return json(200, { status: 'ok' });
      tries += 1;
      // The first reply is lost (a proxy's 502 while a node died), the second never comes, the third arrives.
      if (tries === 1) return json(502, {});
      if (tries === 2) throw new TypeError('Failed to fetch');
      return json(201, { _id: `m${tries}` });
    });
    const { call } = await load();

    const sent = call(sendMessage, { body: { content: 'Hello' } });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(sent).resolves.toEqual({ _id: 'm3' });
    const [first, ...retries] = keysSentTo(fetch, '/api/messages');
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(retries).toEqual([first, first]);

    await expect(call(sendMessage, { body: { content: 'Hello' } })).resolves.toEqual({ _id: 'm4' });
    const next = keysSentTo(fetch, '/api/messages').at(-1);
    expect(next).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(next).not.toBe(first);
  });

  it('sends no key with a call that changes something without one, and sends it only once', async () => {
    const fetch = stubFetch(() => json(502, {}));
    const { call } = await load();

    await expect(call(guardedPost('/api/b'), { body: {} })).rejects.toMatchObject({ status: 502 });
    expect(keysSentTo(fetch, '/api/b')).toEqual([null]);
  });
});
