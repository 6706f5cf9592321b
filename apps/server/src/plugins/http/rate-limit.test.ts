/**
 * The counters of rate-limit.ts, in this process and in Redis (when REDIS_URL is set): a burst of
 * requests sent at once lets no more through to the handler than the limit allows, whether the
 * limit counts every request or only refusals, and a limit of refusals never holds back a success.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sahaya/contract/messages';
import { AppError } from '../../errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { Limit } from './rate-limit.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

const MAX = 10;
/** Each test counts under a key of its own, sent in this header. */
const counter = (request: FastifyRequest) => String(request.headers['x-counter']);
const everyRequest: Limit = { name: 'test:every', max: MAX, windowMs: MINUTE_MS, key: counter };
const refusalsOnly: Limit = { name: 'test:refusals', max: MAX, windowMs: MINUTE_MS, key: counter, failuresOnly: true };

/** Without Redis the counters are this process's own; with it, Redis', as every node's are. */
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'in this process', env: { REDIS_URL: '' } },
  ...(process.env.REDIS_URL ? [{ store: 'in Redis', env: {} }] : []),
];

describe.each(stores)('rate limits counted $store', ({ env }) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** How many requests reached a handler, by counter key. */
  const handled = new Map<string, number>();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp({
      env,
      beforeReady(instance) {
        // The handler takes a moment, as a password check does, so the burst's requests overlap in it.
        const handler = (refuse: boolean) => async (request: FastifyRequest) => {
          handled.set(counter(request), (handled.get(counter(request)) ?? 0) + 1);
          await sleep(20);
          if (refuse) throw new AppError('BAD_REQUEST');
          return { ok: true };
        };
        instance.post('/api/test/every', instance.limitBy([everyRequest]), handler(false));
        instance.post('/api/test/refused', instance.limitBy([refusalsOnly]), handler(true));
        instance.post('/api/test/accepted', instance.limitBy([refusalsOnly]), handler(false));
      },
    }));
  });
  afterAll(async () => close());

  const send = (path: string, key: string) => app.inject({ method: 'POST', url: `/api/test/${path}`, headers: { 'x-counter': key } });
  const burst = (path: string, key: string, size: number) => Promise.all(Array.from({ length: size }, () => send(path, key)));
  const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode).sort();

  it('lets no more of a burst through than a limit of every request allows, and answers the rest 429', async () => {
    const key = randomToken(8);
    const answers = await burst('every', key, 3 * MAX);
    expect(handled.get(key)).toBe(MAX);
    expect(statuses(answers)).toEqual([...Array(MAX).fill(200), ...Array(2 * MAX).fill(429)]);
  });

  it('lets no more of a burst of refusals through than a limit of refusals allows', async () => {
    const key = randomToken(8);
    const answers = await burst('refused', key, 3 * MAX);
    expect(handled.get(key)).toBe(MAX);
    expect(statuses(answers)).toEqual([...Array(MAX).fill(400), ...Array(2 * MAX).fill(429)]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: authMessages.tooManyRequests(), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The 429s were not refusals of the handler's: the count stays at the limit, and the next is refused too.
    expect((await send('refused', key)).statusCode).toBe(429);
    expect(handled.get(key)).toBe(MAX);
  });

  it('gives a success back to a limit of refusals: one after another, none is held back', async () => {
    const key = randomToken(8);
    for (let i = 0; i < 3 * MAX; i++) expect((await send('accepted', key)).statusCode).toBe(200);
    // Nothing was left counted: the refusals allowed are all still there.
    expect(statuses(await burst('refused', key, MAX + 1))).toEqual([...Array(MAX).fill(400), 429]);
  });
});
