/**
 * The unsubscribe link's page in a browser: its button is a plain form the browser sends itself,
 * which the site's Content Security Policy (`form-action 'none'`) would block. That page alone may
 * post to the link's own address; every other page, and its other answers, keep 'none'.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { unsubscribeToken } from './unsubscribe.ts';

const PUBLIC_URL = 'https://help.example.org';
const ADDRESS = `${PUBLIC_URL}/api/notifications/unsubscribe`;

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL } }));
});
afterAll(async () => close());

const directives = (csp: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

const policyOf = (res: { headers: Record<string, unknown> }) => directives(res.headers['content-security-policy']);

async function linkToken(): Promise<string> {
  const { user } = await createUser(app, { role: 'user' });
  return unsubscribeToken(app.config.jwtSecret, user.id, 'meeting');
}

const page = (token: string) => app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
const press = (token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe("the unsubscribe page's Content Security Policy", () => {
  it("lets the page's own form post to the link's address and nowhere else, and changes nothing more", async () => {
    const res = await page(await linkToken());
    expect(res.statusCode).toBe(200);
    const policy = policyOf(res);
    expect(policy['form-action']).toEqual([ADDRESS]);
    // The form posts to that very address, with the link's token.
    const action = /<form method="post" action="([^"]+)"/.exec(res.body)?.[1];
    expect(action).toBeDefined();
    const target = new URL(action!);
    expect(`${target.origin}${target.pathname}`).toBe(ADDRESS);
    expect(target.searchParams.get('token')).toBeTruthy();
    // Every other directive is the site's own.
    const site = policyOf(await app.inject('/healthz'));
    expect({ ...policy, 'form-action': site['form-action'] }).toEqual(site);
  });

  it("keeps form-action 'none' on every other page, the link's other answers included", async () => {
    const token = await linkToken();
    const others = [
      await app.inject('/healthz'),
      await app.inject('/api/notifications'),
      await app.inject('/user/login'),
      await page('not-a-token'),
      await press('not-a-token'),
      await press(token),
    ];
    for (const res of others) {
      expect(policyOf(res)['form-action'], `${res.statusCode} ${res.body.slice(0, 80)}`).toEqual(["'none'"]);
    }
    // And the page that asks still does, after another page answered.
    expect(policyOf(await page(token))['form-action']).toEqual([ADDRESS]);
  });
});
