import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/chats/endpoints';
import { notifications } from '../../db/schema/notifications.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { startSecondNode, type SecondNode } from '../../test/nodes.ts';
import { closeSockets, connected, openSocket } from '../../test/socket.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let second: SecondNode;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  if (app.redis) second = await startSecondNode(app);
});
afterAll(async () => {
  closeSockets();
  await close();
});

async function person(role: 'user' | 'volunteer') {
  const { user } = await createUser(app, { role });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

/** An approved request's two parties. */
async function conversation() {
  const [requester, volunteer] = [await person('user'), await person('volunteer')];
  const requestId = await openAssistanceRequest(app, requester, volunteer.token);
  return { requester, volunteer, requestId };
}

describe.skipIf(!process.env.REDIS_URL)('chat presence when a node dies (PostgreSQL + Redis)', () => {
  it('no longer counts the sockets of a killed node, so a message to the person becomes a notification', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const send = async (content: string) => {
      const sent = await injectAs(app, requester.token, endpoints.sendMessage, { body: { requestId, receiverId: volunteer.id, content, uploadedMediaUrls: [] } });
      expect(sent.statusCode, sent.body).toBe(201);
      await app.jobs.drain();
    };
    const told = async () =>
      (await app.db.select().from(notifications).where(and(eq(notifications.userId, volunteer.id), eq(notifications.type, 'message')))).map((n) => n.content);

    // The volunteer has the chat open on the second node: messages reach them there, no notice.
    const theirs = openSocket(second.url, volunteer.token);
    await connected(theirs);
    expect(await theirs.emitWithAck('join-conversation', requestId)).toEqual({ ok: true });
    await send('Are you there?');
    expect(await told()).toEqual([]);

    await second.kill();
    // The dead node's entry is still in Redis, as SIGKILL leaves it.
    const key = `sahaya:chat:sockets:${requestId}:${volunteer.id}`;
    expect(await app.redis!.hlen(key)).toBe(1);

    await send('Call me when you are back');
    expect(await told()).toEqual(['Test Person: Call me when you are back']);
    // Whoever found the ghost removed it.
    expect(await app.redis!.hlen(key)).toBe(0);
  });
});
