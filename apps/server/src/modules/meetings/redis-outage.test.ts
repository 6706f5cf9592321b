/**
 * A meeting's room while Redis is stopped, hung, or back empty after a restart, on two nodes sharing
 * a Redis of the test's own: the room's signalling answers UNAVAILABLE, which the room tries again
 * after, rather than INTERNAL, and the people in the call are still in it once Redis is back.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@sahaya/contract/error-codes';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { meetings } from '../../db/schema/meetings.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import type { SecondNode } from '../../test/nodes.ts';
import { eventually, hasRedisServer, twoNodesOnOwnRedis, type NodesOnOwnRedis, type RedisProcess } from '../../test/redis-process.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';

const unavailable = { ok: false, message: errorMessage('UNAVAILABLE'), code: 'UNAVAILABLE' };

describe.skipIf(!hasRedisServer)(
  hasRedisServer ? 'a meeting’s room while Redis is away' : 'a meeting’s room while Redis is away (skipped: redis-server is not on the PATH)',
  () => {
    let nodes: NodesOnOwnRedis;
    let app: FastifyInstance;
    let url: string;
    let second: SecondNode;
    let redis: RedisProcess;

    beforeAll(async () => {
      nodes = await twoNodesOnOwnRedis();
      ({ app, url, second, redis } = nodes);
    });
    afterAll(async () => {
      closeSockets();
      await nodes?.close();
    });

    async function person(role: 'user' | 'admin' = 'user') {
      const { user, token } = await signedIn(app, role);
      return { id: user.id, token };
    }
    const socketOn = async (nodeUrl: string, token: string) => {
      const socket = openSocket(nodeUrl, token);
      await connected(socket);
      return socket;
    };
    const next = <T>(socket: TestSocket, event: string) => new Promise<T>((resolve) => socket.once(event as never, resolve as never));

    /** A meeting under way: its admin in the room through the first node, a participant through the second. */
    async function meetingUnderWay() {
      const [admin, ravi] = [await person('admin'), await person()];
      const created = await injectAs(app, admin.token, endpoints.createMeeting, {
        body: { title: 'Check in', participants: [ravi.id], scheduledTime: new Date(Date.now() + 86_400_000).toISOString() },
      });
      const meeting = created.json().meeting as Meeting;
      await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
      const [host, guest] = [await socketOn(url, admin.token), await socketOn(second.url, ravi.token)];
      for (const socket of [host, guest]) expect((await socket.emitWithAck('meeting:join', { meetingId: meeting._id })).ok).toBe(true);
      const signal = () => guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: host.id!, data: { type: 'offer', sdp: 'v=0' } });
      return { meeting, host, guest, ravi, signal };
    }

    it('answers UNAVAILABLE with Redis stopped, to a signal and to a join, and lets them through once it is back', async () => {
      const { meeting, host, ravi, signal } = await meetingUnderWay();
      expect(await signal()).toEqual({ ok: true });

      await nodes.stopRedis();
      try {
        // Before: INTERNAL, "Stream isn't writeable and enableOfflineQueue options is false".
        expect(await signal()).toEqual(unavailable);
        const another = await socketOn(url, ravi.token);
        expect(await another.emitWithAck('meeting:join', { meetingId: meeting._id })).toEqual(unavailable);
      } finally {
        await nodes.startRedis();
      }
      await eventually(async () => (await signal()).ok, 5000);
      const heard = next<{ data: object }>(host, 'meeting:signal');
      expect(await signal()).toEqual({ ok: true });
      expect((await heard).data).toEqual({ type: 'offer', sdp: 'v=0' });
    });

    it('keeps the people in a call in its room when Redis comes back empty', async () => {
      const { host, signal } = await meetingUnderWay();
      await nodes.stopRedis();
      await nodes.startRedis();

      // Before: NOT_IN_ROOM, the room's list gone with Redis' data. Each node lists its sockets again.
      await eventually(async () => (await signal()).ok, 5000);
      const heard = next<{ data: object }>(host, 'meeting:signal');
      expect(await signal()).toEqual({ ok: true });
      expect((await heard).data).toEqual({ type: 'offer', sdp: 'v=0' });
    });

    it('answers UNAVAILABLE within two seconds while Redis is hung', async () => {
      const { signal } = await meetingUnderWay();
      // Thawed after 4 s whatever happens, so a signal held for the whole freeze still ends.
      redis.freeze();
      const thawing = setTimeout(() => redis.thaw(), 4000);
      try {
        const started = performance.now();
        expect(await signal()).toEqual(unavailable);
        expect(performance.now() - started).toBeLessThan(2000);
      } finally {
        clearTimeout(thawing);
        redis.thaw();
      }
      await eventually(nodes.bothUp);
      await eventually(async () => (await signal()).ok, 5000);
    });
  },
);
