/**
 * A session ended on one node is refused on every node within a second, although each node keeps
 * the sessions it found live for a few seconds (plugins/http/session-cache.ts): a block, a sign-out
 * and a password change, each made on the first node, with the person's token warm on the second.
 * While Redis is away the nodes cannot hear each other, so each asks the database every time.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@sahaya/contract/auth/endpoints';
import { setUserBlocked } from '@sahaya/contract/people/endpoints';
import { changePassword } from '@sahaya/contract/profile/endpoints';
import { FACTORY_PASSWORD, createUser, loginAs, signedIn } from '../test/factories.ts';
import { injectAs } from '../test/inject.ts';
import type { SecondNode } from '../test/nodes.ts';
import { hasRedisServer, twoNodesOnOwnRedis, type NodesOnOwnRedis } from '../test/redis-process.ts';

describe.skipIf(!hasRedisServer)(
  hasRedisServer ? 'a session ended on one node' : 'a session ended on one node (skipped: redis-server is not on the PATH)',
  () => {
    let nodes: NodesOnOwnRedis;
    let app: FastifyInstance;
    let second: SecondNode;

    beforeAll(async () => {
      nodes = await twoNodesOnOwnRedis();
      ({ app, second } = nodes);
    });
    afterAll(async () => nodes?.close());

    /** The status the second node answers the person's own profile with, over HTTP. */
    const onSecond = async (token: string) =>
      (await fetch(`${second.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status;

    /** A person signed in, whose session the second node has found live (and so keeps). */
    async function warmPerson() {
      const { user } = await createUser(app);
      const { accessToken } = await loginAs(app, user);
      expect(await onSecond(accessToken)).toBe(200);
      expect(await onSecond(accessToken)).toBe(200);
      return { user, accessToken };
    }

    /** How long after `end` the second node first refuses the token: polled every 20 ms, for at most 3 s. */
    async function refusedAfter(token: string, end: () => Promise<void>): Promise<number> {
      const started = Date.now();
      await end();
      while (Date.now() - started < 3_000) {
        if ((await onSecond(token)) === 401) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    }

    it('refuses a person blocked on the first node within a second', async () => {
      const { user, accessToken } = await warmPerson();
      const { token: admin } = await signedIn(app, 'admin');
      const ms = await refusedAfter(accessToken, async () => {
        expect((await injectAs(app, admin, setUserBlocked, { params: { id: user.id, action: 'block' } })).statusCode).toBe(200);
      });
      expect(ms).toBeLessThan(1_000);
    });

    it('refuses a session signed out on the first node within a second', async () => {
      const { accessToken } = await warmPerson();
      const ms = await refusedAfter(accessToken, async () => {
        expect((await injectAs(app, accessToken, logout)).statusCode).toBe(200);
      });
      expect(ms).toBeLessThan(1_000);
    });

    it('refuses the other sessions of a person who changed their password on the first node within a second, and keeps theirs', async () => {
      const { user, accessToken: other } = await warmPerson();
      const { accessToken: changing } = await loginAs(app, user);
      expect(await onSecond(changing)).toBe(200);
      const ms = await refusedAfter(other, async () => {
        const body = { currentPassword: FACTORY_PASSWORD, newPassword: 'Changed@456', confirmPassword: 'Changed@456' };
        expect((await injectAs(app, changing, changePassword, { body })).statusCode).toBe(200);
      });
      expect(ms).toBeLessThan(1_000);
      expect(await onSecond(changing)).toBe(200);
    });

    it('asks the database every time while Redis is away, so a block is refused at once', async () => {
      const { user, accessToken } = await warmPerson();
      const { token: admin } = await signedIn(app, 'admin');
      await nodes.stopRedis();
      try {
        expect((await injectAs(app, admin, setUserBlocked, { params: { id: user.id, action: 'block' } })).statusCode).toBe(200);
        expect(await onSecond(accessToken)).toBe(401);
      } finally {
        await nodes.startRedis();
      }
    });
  },
);
