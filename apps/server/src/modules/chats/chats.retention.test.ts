import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as endpoints from '@sahaya/contract/chats/endpoints';
import type { ConversationReply } from '@sahaya/contract/chats/schemas';
import { assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';
import { planOf } from '../../test/query-plan.ts';
import { chatRetention } from './chats.jobs.ts';
import { conversationWalk, removeExpiredChats } from './chats.retention.ts';
import { DAY_MS } from '../../lib/durations.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // A month, not the default year, so the test also shows the setting is what the job and the chat use.
  ({ app, close } = await buildTestApp({ rateLimit: false, env: { CHAT_RETENTION_DAYS: '30' } }));
});
afterAll(async () => {
  await close();
});

type Party = { id: string; token: string };

async function person(role: 'user' | 'volunteer', name: string): Promise<Party> {
  const { user } = await createUser(app, { role, name });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

/**
 * A conversation of two messages, one with a picture, on a request taken by a volunteer; when
 * `completedDaysAgo` is given, the volunteer completes it and its completion is moved that far back.
 */
async function chat({ completedDaysAgo }: { completedDaysAgo?: number } = {}) {
  const requester = await person('user', 'Asha Verma');
  const volunteer = await person('volunteer', 'Ravi Kumar');
  const requestId = await openAssistanceRequest(app, requester, volunteer.token);
  const uploaded = await injectAs(app, requester.token, endpoints.uploadMedia, {
    params: { requestId },
    multipart: multipartBody({ field: 'files', filename: 'prescription.png', contentType: 'image/png', data: PNG }),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const uploadedMediaUrls = uploaded.json().mediaUrls as string[];
  for (const [from, to, content, media] of [
    [requester, volunteer, 'The prescription, for the chemist', uploadedMediaUrls],
    [volunteer, requester, 'Got it, thank you', []],
  ] as const) {
    const sent = await injectAs(app, from.token, endpoints.sendMessage, { body: { requestId, receiverId: to.id, content, uploadedMediaUrls: media } });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  const stored = await app.db.select({ media: chatMessages.media }).from(chatMessages).where(eq(chatMessages.requestId, requestId));
  if (completedDaysAgo !== undefined) {
    const done = await injectAs(app, volunteer.token, assistance.setAssistanceStatus, { params: { id: requestId }, body: { action: 'complete' } });
    expect(done.statusCode, done.body).toBe(200);
    await app.db
      .update(assistanceRequests)
      .set({ completedAt: new Date(Date.now() - completedDaysAgo * DAY_MS) })
      .where(eq(assistanceRequests.id, requestId));
  }
  return { requester, volunteer, requestId, files: stored.flatMap((row) => row.media) };
}

const read = async (as: Party, requestId: string) => {
  const res = await injectAs(app, as.token, endpoints.conversation, { params: { requestId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversationReply;
};

const storedKeys = async (keys: string[]) =>
  (await app.db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys))).map((row) => row.key);

describe('the chat retention', () => {
  it('removes the messages and files of requests completed longer ago than CHAT_RETENTION_DAYS, and keeps the others', async () => {
    const old = await chat({ completedDaysAgo: 31 });
    const recent = await chat({ completedDaysAgo: 29 });
    const open = await chat();
    expect(old.files).toHaveLength(1);

    const now = new Date();
    expect(await removeExpiredChats(app, { retentionDays: 30, now })).toMatchObject({ conversations: 1, messages: 2 });

    const gone = await read(old.requester, old.requestId);
    expect(gone.messages).toEqual([]);
    expect(gone.retention).toEqual({ days: 30, removed: { at: now.toISOString(), afterDays: 30 } });
    // The volunteer who had it reads the same.
    expect((await read(old.volunteer, old.requestId)).retention.removed?.afterDays).toBe(30);
    // The picture is gone from storage and from its owner's quota.
    expect(await storedKeys(old.files)).toEqual([]);
    expect((await app.inject(app.storage.signedUrl(old.files[0]!))).statusCode).toBe(404);

    for (const kept of [recent, open]) {
      const reply = await read(kept.requester, kept.requestId);
      expect(reply.messages.map((message) => message.content)).toEqual(['The prescription, for the chemist', 'Got it, thank you']);
      expect(reply.retention).toEqual({ days: 30, removed: null });
      expect(await storedKeys(kept.files)).toEqual(kept.files);
    }

    // Two days later the recent one has passed its month too; the open one never does.
    const later = new Date(now.getTime() + 2 * DAY_MS);
    expect(await removeExpiredChats(app, { retentionDays: 30, now: later })).toMatchObject({ conversations: 1 });
    expect((await read(recent.requester, recent.requestId)).messages).toEqual([]);
    expect((await read(open.requester, open.requestId)).messages).toHaveLength(2);
    // Nothing is left to remove, so a run again changes nothing.
    expect(await removeExpiredChats(app, { retentionDays: 30, now: later })).toEqual({ conversations: 0, messages: 0 });
  });

  it('removes the chat notices that quote the removed messages, and keeps the request’s other notices', async () => {
    const old = await chat({ completedDaysAgo: 31 });
    const recent = await chat({ completedDaysAgo: 29 });
    // Nobody had the chat open, so each message left a notice for the other party.
    await app.jobs.drain();
    const noticesOf = async (requestId: string) =>
      (await app.db.select({ type: notifications.type, content: notifications.content }).from(notifications).where(eq(notifications.requestId, requestId)))
        .map((row) => `${row.type}: ${row.content}`)
        .sort();
    const before = await noticesOf(old.requestId);
    expect(before.filter((notice) => notice.startsWith('message:'))).toHaveLength(2);
    expect(before.some((notice) => notice.includes('The prescription, for the chemist'))).toBe(true);
    const others = before.filter((notice) => !notice.startsWith('message:'));
    expect(others.length).toBeGreaterThan(0);
    const recentBefore = await noticesOf(recent.requestId);

    await removeExpiredChats(app, { retentionDays: 30 });

    // The accepted and completed notices say nothing from the chat and stay.
    expect(await noticesOf(old.requestId)).toEqual(others);
    expect(await noticesOf(recent.requestId)).toEqual(recentBefore);
  });

  it('walks every conversation a batch at a time', async () => {
    const expired = await Promise.all(Array.from({ length: 3 }, () => chat({ completedDaysAgo: 40 })));
    const kept = await chat({ completedDaysAgo: 10 });
    expect(await removeExpiredChats(app, { retentionDays: 30, batchSize: 2 })).toMatchObject({ conversations: 3, messages: 6 });
    for (const { requester, requestId } of expired) expect((await read(requester, requestId)).messages).toEqual([]);
    expect((await read(kept.requester, kept.requestId)).messages).toHaveLength(2);
  });

  it('stops between batches once its job is aborted, leaving the rest whole for the next run', async () => {
    const expired = await Promise.all(Array.from({ length: 3 }, () => chat({ completedDaysAgo: 40 })));
    const stop = new AbortController();
    stop.abort(new Error('The job’s time is up'));
    await expect(removeExpiredChats(app, { retentionDays: 30, signal: stop.signal })).rejects.toThrow('The job’s time is up');
    for (const { requester, requestId } of expired) expect((await read(requester, requestId)).messages).toHaveLength(2);
  });

  it('finds the conversations off the messages index, not by reading every message', async () => {
    const plan = await planOf(app.db, { getSQL: () => conversationWalk(null, 500) });
    expect(plan).toContain('chat_messages_request_created_idx');
    expect(plan).not.toMatch(/Seq Scan on chat_messages/);
  });

  it('runs as the daily job, with the configured number of days', async () => {
    const old = await chat({ completedDaysAgo: 31 });
    await app.jobs.send(chatRetention, {});
    await app.jobs.drain();
    const reply = await read(old.requester, old.requestId);
    expect(reply.messages).toEqual([]);
    expect(reply.retention.removed?.afterDays).toBe(30);
  });
});
