/**
 * Chat messages while Redis is stopped, hung, or back empty after a restart, on two nodes sharing a
 * Redis of the test's own: a message is never refused for want of Redis, somebody whose presence
 * cannot be read is left a notice, and somebody with the chat open is not sent notices once Redis
 * is back, whatever it forgot.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/chats/endpoints';
import { notifications } from '../../db/schema/notifications.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import type { SecondNode } from '../../test/nodes.ts';
import { eventually, hasRedisServer, twoNodesOnOwnRedis, type NodesOnOwnRedis, type RedisProcess } from '../../test/redis-process.ts';
import { closeSockets, connected, openSocket } from '../../test/socket.ts';

describe.skipIf(!hasRedisServer)(
  hasRedisServer ? 'chat messages while Redis is away' : 'chat messages while Redis is away (skipped: redis-server is not on the PATH)',
  () => {
    let nodes: NodesOnOwnRedis;
    let app: FastifyInstance;
    let second: SecondNode;
    let redis: RedisProcess;

    beforeAll(async () => {
      nodes = await twoNodesOnOwnRedis();
      ({ app, second, redis } = nodes);
    });
    afterAll(async () => {
      closeSockets();
      await nodes?.close();
    });

    async function person(role: 'user' | 'volunteer') {
      const { user, token } = await signedIn(app, role);
      return { id: user.id, token };
    }

    /**
     * An approved request's two parties, the volunteer with the chat open on the second node; the
     * requester sends through the first. Answers how to send and what the volunteer was told.
     */
    async function openChat() {
      const [requester, volunteer] = [await person('user'), await person('volunteer')];
      const requestId = await openAssistanceRequest(app, requester, volunteer.token);
      const theirs = openSocket(second.url, volunteer.token);
      await connected(theirs);
      expect(await theirs.emitWithAck('join-conversation', requestId)).toEqual({ ok: true });
      const send = async (content: string) => {
        const sent = await injectAs(app, requester.token, endpoints.sendMessage, { body: { requestId, receiverId: volunteer.id, content, uploadedMediaUrls: [] } });
        expect(sent.statusCode, sent.body).toBe(201);
        await app.jobs.drain();
      };
      const told = async () =>
        (await app.db.select().from(notifications).where(and(eq(notifications.userId, volunteer.id), eq(notifications.type, 'message')))).map(
          (n) => n.content,
        );
      return { send, told, requestId, volunteer };
    }

    it('takes messages with Redis stopped, leaving the receiver a notice as presence cannot be read', async () => {
      const { send, told } = await openChat();
      await send('Are you there?');
      expect(await told()).toEqual([]);

      await nodes.stopRedis();
      try {
        // Before: 500, "Stream isn't writeable and enableOfflineQueue options is false".
        await send('Call me when you can');
        expect(await told()).toEqual(['Test Person: Call me when you can']);
      } finally {
        await nodes.startRedis();
      }
    });

    it('does not send notices to somebody with the chat open after Redis comes back empty', async () => {
      const { send, told, requestId, volunteer } = await openChat();
      await nodes.stopRedis();
      // Started again with nothing in it, as a Redis without persistence restarts.
      await nodes.startRedis();
      // The second node writes its socket's entry again once its connection is ready.
      await eventually(async () => (await app.redis!.hlen(`sahaya:chat:sockets:${requestId}:${volunteer.id}`)) === 1, 5000);

      await send('Back again');
      expect(await told()).toEqual([]);
    });

    it('answers a message within two seconds while Redis is hung', async () => {
      const { send, told } = await openChat();
      // Thawed after 4 s whatever happens, so a send held for the whole freeze still ends.
      redis.freeze();
      const thawing = setTimeout(() => redis.thaw(), 4000);
      try {
        const started = performance.now();
        await send('Still there?');
        // Before: held until Redis answered again, as long as the freeze (up to 15.9 s).
        expect(performance.now() - started).toBeLessThan(2000);
        expect(await told()).toEqual(['Test Person: Still there?']);
      } finally {
        clearTimeout(thawing);
        redis.thaw();
      }
      await eventually(nodes.bothUp);
    });
  },
);
