import { randomUUID } from 'node:crypto';
import { io as connectSocket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRevoked } from '@sahaya/contract/auth/events';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { meetingMessages } from '@sahaya/contract/meetings/messages';
import { authMessages } from '@sahaya/contract/messages';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { newNotification } from '@sahaya/contract/notifications/events';
import { notificationMessages } from '@sahaya/contract/notifications/messages';
import type { ListNotificationsReply, Notification } from '@sahaya/contract/notifications/schemas';
import { buildApp } from '../../app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/people.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, signedIn } from '../../test/factories.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';
import { planOf } from '../../test/query-plan.ts';
import { deliveriesOf, sendNotice } from '../../test/notices.ts';
import { checkReply } from '../../test/reply-check.ts';
import { chatNoticesOf, noticeDate, noticeText, notificationPage, notifyMany, removeChatNotices } from './notifications.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let url: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeSockets();
  await close();
});

const person = () => signedIn(app);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const list = async (token: string, query = '') => {
  const res = await app.inject({ url: `/api/notifications${query}`, headers: as(token) });
  expect(res.statusCode).toBe(200);
  return res.json<ListNotificationsReply>();
};
const rowsOf = (userId: string) => app.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Stores `n` notifications one after another, so each is newer than the one before. */
/**
 * `n` notifications, a second apart, oldest first. Stored one after another they could share a
 * timestamp (the embedded database's clock counts milliseconds), and ties are ordered by id.
 */
async function seed(userId: string, n: number): Promise<Notification[]> {
  const made: Notification[] = [];
  for (let i = 0; i < n; i++) {
    const note = await sendNotice(app, { userId, type: 'system', content: `Note ${i}` });
    const createdAt = new Date(Date.now() - (n - i) * 1000);
    await app.db.update(notifications).set({ createdAt }).where(eq(notifications.id, note._id));
    made.push({ ...note, createdAt: createdAt.toISOString(), timestamp: createdAt.toISOString() });
  }
  return made;
}

describe('notify', () => {
  it('stores the notification with the spec fields, createdAt and timestamp alike', async () => {
    const { user } = await person();
    const requestId = null;
    const made = await sendNotice(app, { userId: user.id, type: 'message', content: 'Hello', requestId, media: ['/uploads/a.png'] });
    expect(made).toMatchObject({ type: 'message', content: 'Hello', requestId: null, media: ['/uploads/a.png'], read: false });
    expect(made.timestamp).toBe(made.createdAt);
    const [row] = await rowsOf(user.id);
    expect(row?.id).toBe(made._id);
  });
});

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, with the unread count and cursor pages', async () => {
    const me = await person();
    const other = await person();
    const made = await seed(me.user.id, 5);
    await seed(other.user.id, 2);

    const first = await list(me.token, '?limit=2');
    expect(first.success).toBe(true);
    expect(first.unreadCount).toBe(5);
    expect(first.data.map((n) => n.content)).toEqual(['Note 4', 'Note 3']);
    expect(first.nextCursor).toBe(made[3]!._id);

    const second = await list(me.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.data.map((n) => n.content)).toEqual(['Note 2', 'Note 1']);
    const third = await list(me.token, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.data.map((n) => n.content)).toEqual(['Note 0']);
    expect(third.nextCursor).toBeNull();

    const byPage = await list(me.token, '?limit=2&page=2');
    expect(byPage.data.map((n) => n.content)).toEqual(['Note 2', 'Note 1']);

    // Someone else's id as a cursor names no position in my list: nothing of theirs shows.
    const theirs = await list(other.token);
    const foreign = await list(me.token, `?cursor=${theirs.data[0]!._id}`);
    expect(foreign.data).toEqual([]);

    const all = await list(me.token);
    expect(all.data).toHaveLength(5);
  });

  it('needs a sign-in', async () => {
    expect((await app.inject('/api/notifications')).statusCode).toBe(401);
  });

  it('reads a page, first or after a cursor, off the (user, newest) index without sorting', async () => {
    const me = await person();
    const [made] = await seed(me.user.id, 1);
    for (const query of [
      { page: 1, limit: 20 },
      { page: 1, limit: 20, cursor: made!._id },
    ]) {
      const plan = await planOf(app.db, notificationPage(app.db, me.user.id, query), { unsorted: true });
      expect(plan).toContain('notifications_user_created_idx');
      expect(plan).not.toMatch(/Sort/);
    }
  });
});

describe('read and clear', () => {
  it('marks one and all read, and clears one and all — only mine', async () => {
    const me = await person();
    const other = await person();
    const mine = await seed(me.user.id, 3);
    const [theirs] = await seed(other.user.id, 1);

    const one = await app.inject({ method: 'PUT', url: `/api/notifications/${mine[0]!._id}/read`, headers: as(me.token) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, message: notificationMessages.markedRead(), code: 'NOTIFICATION_READ', unreadCount: 2 });

    const all = await app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: as(me.token) });
    expect(all.json().unreadCount).toBe(0);
    expect((await rowsOf(me.user.id)).every((n) => n.read)).toBe(true);

    const cleared = await app.inject({ method: 'DELETE', url: `/api/notifications/${mine[1]!._id}`, headers: as(me.token) });
    expect(cleared.statusCode).toBe(200);
    expect(await rowsOf(me.user.id)).toHaveLength(2);

    const clearAll = await app.inject({ method: 'DELETE', url: '/api/notifications', headers: as(me.token) });
    expect(clearAll.statusCode).toBe(200);
    expect(await rowsOf(me.user.id)).toHaveLength(0);

    // The other person's notification was untouched by all of it.
    const [untouched] = await rowsOf(other.user.id);
    expect(untouched).toMatchObject({ id: theirs!._id, read: false });
  });

  it('answers 404 for someone else’s or an unknown id and changes nothing', async () => {
    const me = await person();
    const other = await person();
    const [theirs] = await seed(other.user.id, 1);
    for (const id of [theirs!._id, randomUUID()]) {
      const read = await app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: as(me.token) });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: notificationMessages.notFound(), code: 'NOTIFICATION_NOT_FOUND' });
      const clear = await app.inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers: as(me.token) });
      expect(clear.statusCode).toBe(404);
    }
    expect(await rowsOf(other.user.id)).toMatchObject([{ id: theirs!._id, read: false }]);

    const badId = await app.inject({ method: 'PUT', url: '/api/notifications/not-an-id/read', headers: as(me.token) });
    expect(badId.statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------
// Live delivery
// ---------------------------------------------------------------------------------------------

const open = (at: string, token: string) => openSocket(at, token);

/** Collects every notification a socket receives. */
const inbox = (socket: TestSocket) => {
  const received: Notification[] = [];
  socket.on(newNotification.name, (n: Notification) => received.push(n));
  return received;
};

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Proves a socket got nothing meant for others: a notification of its own, sent after the others,
 * arrives after anything sent to it before (one connection delivers in order), so once it is in,
 * the inbox must hold it alone.
 */
async function expectOnlyOwn(who: { user: { id: string } }, received: Notification[]) {
  const own = await sendNotice(app, { userId: who.user.id, type: 'system', content: 'Your own' });
  await until(() => received.length > 0);
  expect(received).toEqual([own]);
}

describe('notices in each reader’s language', () => {
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
  const listIn = async (token: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: '/api/notifications', headers: { ...as(token), ...headers } });
    expect(res.statusCode).toBe(200);
    // Sorted: notices stored within the same millisecond may come in either order.
    return res
      .json<ListNotificationsReply>()
      .data.map((n) => n.content)
      .sort();
  };
  const readsIn = (userId: string, language: 'en' | 'hi') => app.db.update(users).set({ language }).where(eq(users.id, userId));

  it('keeps the English as content and the contract key with its arguments', async () => {
    const { user } = await person();
    const made = await sendNotice(app, { userId: user.id, type: 'system', text: noticeText(assetRequestMessages.approvedNotice, 'Wheelchair', 'Collect it on Monday.') });
    expect(made.content).toBe(assetRequestMessages.approvedNotice('Wheelchair', 'Collect it on Monday.'));
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      content: made.content,
      messageKey: 'assetRequestMessages.approvedNotice',
      messageArgs: ['Wheelchair', 'Collect it on Monday.'],
    });
  });

  it('reads a notice made in English in Hindi once its reader switches, and the other way round', async () => {
    const { user, token } = await person();
    await readsIn(user.id, 'en');
    await sendNotice(app, { userId: user.id, type: 'system', text: noticeText(assetRequestMessages.rejectedNotice, 'Airbed', null) });
    const english = assetRequestMessages.rejectedNotice('Airbed', null);
    expect(await listIn(token)).toEqual([english]);

    await readsIn(user.id, 'hi');
    expect(await listIn(token, hindi)).toEqual(['Airbed के लिए आपका अनुरोध अस्वीकार कर दिया गया।']);
    // Made while they read Hindi, read in English after they switch back: the spec's text.
    await sendNotice(app, { userId: user.id, type: 'system', text: noticeText(meetingMessages.reminder, 'Weekly check-in') });
    await readsIn(user.id, 'en');
    expect(await listIn(token)).toEqual([english, meetingMessages.reminder('Weekly check-in')].sort());
    expect(await listIn(token, hindi)).toEqual(['मीटिंग “Weekly check-in” 10 मिनट में शुरू होगी।', 'Airbed के लिए आपका अनुरोध अस्वीकार कर दिया गया।'].sort());
  });

  it('writes a moment in the reader’s language, and the spec’s English as before', async () => {
    const { user, token } = await person();
    const when = new Date('2026-11-05T11:00:00Z');
    const made = await sendNotice(app, { userId: user.id, type: 'system', text: noticeText(meetingMessages.invitation, 'Yoga', noticeDate(when)) });
    expect(made.content).toBe(meetingMessages.invitation('Yoga', '5 Nov 2026, 4:30 pm IST'));
    const [hindiText] = await listIn(token, hindi);
    expect(hindiText).toContain('5 नवंबर 2026');
    expect(hindiText).toContain('“Yoga”');
    expect(hindiText).not.toMatch(/\b(am|pm|Nov|IST)\b/);
  });

  it('reads a notice stored without its key as it was stored, never matching its words back to a text', async () => {
    const { user, token } = await person();
    await sendNotice(app, { userId: user.id, type: 'message', content: 'Ravi Kumar: The gate code is 2468' });
    expect(await listIn(token, hindi)).toEqual(['Ravi Kumar: The gate code is 2468']);
    // The notices stored before notices kept their key were given one by migration 0026; words
    // without a key are shown as they are, even when they are a text of the contract.
    await sendNotice(app, { userId: user.id, type: 'system', content: profileMessages.passwordChangedNotice() });
    expect(await listIn(token, hindi)).toEqual([profileMessages.passwordChangedNotice(), 'Ravi Kumar: The gate code is 2468'].sort());
    await sendNotice(app, { userId: user.id, type: 'system', text: noticeText(profileMessages.passwordChangedNotice) });
    expect(await listIn(token, hindi)).toContain('आपका पासवर्ड बदल दिया गया।');
  });

  it('stores many notices of one change in one go, each in its reader’s language, with its delivery job and its push after the commit', async () => {
    const readers = await Promise.all([person(), person(), person(), person(), person()]);
    await readsIn(readers[1]!.user.id, 'hi');
    await readsIn(readers[3]!.user.id, 'hi');
    const socket = open(url, readers[1]!.token);
    await connected(socket);
    const received = inbox(socket);
    const text = noticeText(assetRequestMessages.notEnoughStock, 2);
    const made = await app.db.transaction(async (tx) => {
      const stored = await notifyMany(app, readers.map(({ user }) => ({ userId: user.id, type: 'system' as const, text, topic: 'assetRequest' as const })), { db: tx });
      // Nothing is pushed before the commit.
      expect(received).toEqual([]);
      return stored;
    });
    expect(made.map((n) => n.content)).toEqual(readers.map((_reader, i) => (i === 1 || i === 3 ? 'स्टॉक में सिर्फ़ 2 बचे हैं' : assetRequestMessages.notEnoughStock(2))));
    for (const { user } of readers) expect(await rowsOf(user.id)).toHaveLength(1);
    const deliveries = await deliveriesOf(app, made.map((n) => n._id));
    expect([...deliveries.values()]).toEqual(readers.map(() => 1));
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({ _id: made[1]!._id, content: 'स्टॉक में सिर्फ़ 2 बचे हैं' });
    expect(await app.db.transaction((tx) => notifyMany(app, [], { db: tx }))).toEqual([]);
  });

  it('pushes a notice in the language saved on its reader’s account', async () => {
    const reader = await person();
    await readsIn(reader.user.id, 'hi');
    const socket = open(url, reader.token);
    await connected(socket);
    const received = inbox(socket);
    await sendNotice(app, { userId: reader.user.id, type: 'system', text: noticeText(assetRequestMessages.notEnoughStock, 2) });
    await until(() => received.length === 1);
    expect(received[0]?.content).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
  });
});

describe('removeChatNotices', () => {
  it('removes the chat notices of the given requests only, and keeps their other notices', async () => {
    const { user, token } = await person();
    const other = await person();
    // One request each: the helper gives each requester one primary address.
    const gone = await openAssistanceRequest(app, { id: user.id, token });
    const kept = await openAssistanceRequest(app, { id: other.user.id, token: other.token });
    for (const requestId of [gone, kept]) {
      await sendNotice(app, { userId: user.id, type: 'message', content: 'Ravi Kumar: The gate code is 2468', requestId });
      await sendNotice(app, { userId: user.id, type: 'system', content: 'A volunteer accepted your request', requestId, topic: 'assistanceRequest' });
    }

    expect(await removeChatNotices(app.db, [gone])).toBe(1);
    const left = (await rowsOf(user.id)).map((row) => [row.requestId, row.type]);
    expect(left).toHaveLength(3);
    expect(left).toEqual(expect.arrayContaining([[gone, 'system'], [kept, 'message'], [kept, 'system']]));
    expect(await removeChatNotices(app.db, [])).toBe(0);
  });

  it('finds them off the request index, not by reading every notification', async () => {
    const plan = await planOf(app.db, app.db.select().from(notifications).where(chatNoticesOf([randomUUID(), randomUUID()])));
    expect(plan).toContain('notifications_request_idx');
    expect(plan).not.toMatch(/Seq Scan on notifications/);
  });
});

describe('live notifications', () => {
  it('reaches only its recipient', async () => {
    const alice = await person();
    const bob = await person();
    const aliceSocket = open(url, alice.token);
    const bobSocket = open(url, bob.token);
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    const aliceInbox = inbox(aliceSocket);
    const bobInbox = inbox(bobSocket);

    const made = await sendNotice(app, { userId: alice.user.id, type: 'system', content: 'For Alice only' });
    await until(() => aliceInbox.length === 1);
    expect(aliceInbox[0]).toEqual(made);
    await expectOnlyOwn(bob, bobInbox);
  });

  it('lets a client "join" its own notification room only', async () => {
    const alice = await person();
    const bob = await person();
    const bobSocket = open(url, bob.token);
    await connected(bobSocket);
    const bobInbox = inbox(bobSocket);

    const own = await bobSocket.emitWithAck('join', bob.user.id);
    expect(own).toEqual({ ok: true });
    const spying = await bobSocket.emitWithAck('join', alice.user.id);
    expect(spying).toEqual({ ok: false, message: authMessages.forbidden(), code: 'FORBIDDEN' });
    // A payload of the wrong shape is refused with a message, not ignored.
    const malformed = await (bobSocket as unknown as { emitWithAck(event: string, payload: unknown): Promise<unknown> }).emitWithAck('join', 42);
    expect(malformed).toMatchObject({ ok: false, message: expect.any(String), code: 'VALIDATION' });

    await sendNotice(app, { userId: alice.user.id, type: 'system', content: 'Private to Alice' });
    await expectOnlyOwn(bob, bobInbox);
  });

  it('refuses in the language the socket’s handshake asked for', async () => {
    const alice = await person();
    const bob = await person();
    const hindiSocket = connectSocket(url, {
      path: '/socket.io',
      auth: { token: bob.token },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'accept-language': 'hi-IN' },
    }) as TestSocket;
    try {
      await connected(hindiSocket);
      const spying = await hindiSocket.emitWithAck('join', alice.user.id);
      expect(spying).toEqual({ ok: false, message: 'आपको यह देखने की अनुमति नहीं है', code: 'FORBIDDEN' });
    } finally {
      hindiSocket.close();
    }
  });
});

describe('session events on the socket', () => {
  it('a password change closes the sockets of my other sessions and notifies the one I kept', async () => {
    const { user } = await createUser(app);
    const kept = await loginAs(app, user);
    const other = await loginAs(app, user);
    const keptSocket = open(url, kept.accessToken);
    const otherSocket = open(url, other.accessToken);
    await Promise.all([connected(keptSocket), connected(otherSocket)]);
    const keptInbox = inbox(keptSocket);
    let revoked = false;
    otherSocket.on(sessionRevoked.name, () => (revoked = true));
    const otherClosed = new Promise<void>((resolve) => otherSocket.once('disconnect', () => resolve()));

    const newPassword = 'Changed@123';
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: as(kept.accessToken),
      payload: { currentPassword: 'Factory@123', newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode).toBe(200);
    await otherClosed;
    expect(revoked).toBe(true);
    await until(() => keptInbox.length === 1);
    expect(keptInbox[0]).toMatchObject({ type: 'system', content: 'Your password was changed.' });
    expect(keptSocket.connected).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL)('live notifications across nodes (PostgreSQL + Redis)', () => {
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    // A second node of the same deployment: same database, same secret, same Redis.
    second = await buildApp(app.config, { database: app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('delivers a notification created on one node to a client connected to the other', async () => {
    const alice = await person();
    const bob = await person();
    const aliceSocket = open(secondUrl, alice.token);
    const bobSocket = open(secondUrl, bob.token);
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    const aliceInbox = inbox(aliceSocket);
    const bobInbox = inbox(bobSocket);

    const made = await sendNotice(app, { userId: alice.user.id, type: 'message', content: 'Across nodes' });
    await until(() => aliceInbox.length === 1);
    expect(aliceInbox[0]).toEqual(made);
    await expectOnlyOwn(bob, bobInbox);
  });
});
