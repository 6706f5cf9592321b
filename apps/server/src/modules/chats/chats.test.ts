import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as endpoints from '@sahaya/contract/chats/endpoints';
import { newMessage, userTyping, messagesReadUpdate } from '@sahaya/contract/chats/events';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import type { ChatMessage } from '@sahaya/contract/chats/schemas';
import { MAX_CHAT_FILE_BYTES, UPLOAD_QUOTA_BYTES } from '@sahaya/contract/constants';
import { authMessages } from '@sahaya/contract/messages';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { buildApp } from '../../app.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { JPEG, multipartBody, PDF, PNG, sized } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';
import { planOf } from '../../test/query-plan.ts';
import { checkReply } from '../../test/reply-check.ts';
import { mediaCarrying, MESSAGES_MAX } from './chats.service.ts';

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

type Party = { id: string; token: string; name: string };

async function person(role: 'user' | 'volunteer', name: string): Promise<Party> {
  const { user } = await createUser(app, { role, name });
  return { id: user.id, token: (await loginAs(app, user)).accessToken, name };
}

/** A request of a new person, taken by a new volunteer unless `taken` is false. */
async function conversation({ taken = true } = {}) {
  const requester = await person('user', 'Ravi Kumar');
  const volunteer = await person('volunteer', 'Vikram Rao');
  const requestId = await openAssistanceRequest(app, requester, taken ? volunteer.token : undefined);
  return { requester, volunteer, requestId };
}

const send = (from: Party, requestId: string, receiverId: string, content: string, uploadedMediaUrls: string[] = []) =>
  injectAs(app, from.token, endpoints.sendMessage, { body: { requestId, receiverId, content, uploadedMediaUrls } });

const read = (as: Party, requestId: string, after?: string, before?: string) =>
  injectAs(app, as.token, endpoints.conversation, { params: { requestId }, query: { ...(after && { after }), ...(before && { before }) } });

const upload = (as: Party, requestId: string, files: { filename: string; data: Buffer }[]) => {
  const body = multipartBody(null);
  // A body with several files under the field `files`, as the chat's picker sends them.
  const boundary = /boundary=(.+)$/.exec(body.headers['content-type']!)![1]!;
  const parts = files.flatMap(({ filename, data }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return injectAs(app, as.token, endpoints.uploadMedia, { params: { requestId }, multipart: { payload, headers: body.headers } });
};

/** The notifications of chat messages about a request (its accept notice is another kind). */
const messageNotices = (requestId: string) =>
  app.db.select().from(notifications).where(and(eq(notifications.requestId, requestId), eq(notifications.type, 'message')));

const next = <T>(socket: TestSocket, event: string) => new Promise<T>((resolve) => socket.once(event as never, resolve as never));

describe('messages', () => {
  it('go between the two parties of an approved request, oldest first, and the receiver is told', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const first = await send(requester, requestId, volunteer.id, 'Hello, are you coming at nine?');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      requestId,
      sender: requester.id,
      receiver: volunteer.id,
      senderType: 'users',
      receiverType: 'volunteers',
      content: 'Hello, are you coming at nine?',
      read: false,
    });
    expect((await send(volunteer, requestId, requester.id, 'Yes, see you then.')).statusCode).toBe(201);
    const messages = (await read(volunteer, requestId)).json().messages as ChatMessage[];
    expect(messages.map((message) => message.content)).toEqual(['Hello, are you coming at nine?', 'Yes, see you then.']);
    // Nobody had the chat open: each message also left its receiver a notification that opens it.
    await app.jobs.drain();
    const told = await app.db.select().from(notifications).where(eq(notifications.requestId, requestId));
    // The bell lists every chat's notices together, so each names its sender.
    expect(told.map((n) => [n.userId, n.type, n.content])).toEqual(
      expect.arrayContaining([
        [volunteer.id, 'message', 'Ravi Kumar: Hello, are you coming at nine?'],
        [requester.id, 'message', 'Vikram Rao: Yes, see you then.'],
      ]),
    );
  });

  it('after a given message, only the later ones: what a client missed while away', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three']) ids.push((await send(requester, requestId, volunteer.id, content)).json()._id);
    const missed = (await read(volunteer, requestId, ids[0])).json().messages as ChatMessage[];
    expect(missed.map((message) => message.content)).toEqual(['two', 'three']);
    // A message this chat does not know is no place to start from: everything comes.
    expect((await read(volunteer, requestId, crypto.randomUUID())).json().messages).toHaveLength(3);
  });

  it(`come ${MESSAGES_MAX} at a time, the newest first read, and the whole chat by reading on before or after`, async () => {
    const { requester, volunteer, requestId } = await conversation();
    const total = 2 * MESSAGES_MAX + 20;
    // Written a second apart, the way a long chat comes, in one statement rather than a thousand sends.
    const start = Date.now() - total * 1000;
    await app.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        requestId,
        senderId: requester.id,
        receiverId: volunteer.id,
        senderType: 'users' as const,
        receiverType: 'volunteers' as const,
        content: `message ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const numbers = (reply: { messages: ChatMessage[] }) => reply.messages.map((message) => Number(message.content.split(' ')[1]));
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

    const newest = (await read(volunteer, requestId)).json();
    expect([numbers(newest), newest.earlier, newest.later]).toEqual([range(total - MESSAGES_MAX, total), true, false]);
    const older = (await read(volunteer, requestId, undefined, newest.messages[0]._id)).json();
    expect([numbers(older), older.earlier, older.later]).toEqual([range(total - 2 * MESSAGES_MAX, total - MESSAGES_MAX), true, true]);
    const oldest = (await read(volunteer, requestId, undefined, older.messages[0]._id)).json();
    expect([numbers(oldest), oldest.earlier, oldest.later]).toEqual([range(0, total - 2 * MESSAGES_MAX), false, true]);

    // A client that was away reads on after its last message until the chat has no more.
    const missed = (await read(volunteer, requestId, oldest.messages.at(-1)._id)).json();
    expect([numbers(missed), missed.earlier, missed.later]).toEqual([range(total - 2 * MESSAGES_MAX, total - MESSAGES_MAX), true, true]);
    const rest = (await read(volunteer, requestId, missed.messages.at(-1)._id)).json();
    expect([numbers(rest), rest.earlier, rest.later]).toEqual([range(total - MESSAGES_MAX, total), true, false]);
    // `after` is read when both are given, and a mark of another chat is none: the newest come.
    expect(numbers((await read(volunteer, requestId, missed.messages.at(-1)._id, newest.messages[0]._id)).json())).toEqual(numbers(rest));
    const elsewhere = await conversation();
    const foreign = (await send(elsewhere.requester, elsewhere.requestId, elsewhere.volunteer.id, 'not yours')).json()._id;
    expect(numbers((await read(volunteer, requestId, undefined, foreign)).json())).toEqual(numbers(newest));
  });

  it('take the parties from the request, never from the body', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const stranger = await person('user', 'Meena Iyer');
    const wrong = await send(requester, requestId, stranger.id, 'Psst');
    expect([wrong.statusCode, wrong.json().code, wrong.json().message]).toEqual([400, 'WRONG_RECEIVER', m.wrongReceiver()]);
    const intruder = await send(stranger, requestId, volunteer.id, 'Hi');
    expect([intruder.statusCode, intruder.json().code, intruder.json().message]).toEqual([404, 'NOT_CHAT_PARTY', m.notParty()]);
    expect((await read(stranger, requestId)).statusCode).toBe(404);
    expect((await upload(stranger, requestId, [{ filename: 'a.png', data: PNG }])).statusCode).toBe(404);
    expect((await read(requester, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('need words or a file, and wait for a volunteer; a completed chat stays readable only', async () => {
    const open = await conversation();
    const empty = await send(open.requester, open.requestId, open.volunteer.id, '   ');
    expect([empty.statusCode, empty.json().errors?.content]).toEqual([400, m.empty()]);

    const waiting = await conversation({ taken: false });
    const early = await send(waiting.requester, waiting.requestId, waiting.volunteer.id, 'Anyone?');
    expect([early.statusCode, early.json().code, early.json().message]).toEqual([400, 'CHAT_NOT_OPEN', m.notYetOpen()]);

    await send(open.requester, open.requestId, open.volunteer.id, 'Thanks for today');
    await injectAs(app, open.volunteer.token, assistance.setAssistanceStatus, { params: { id: open.requestId }, body: { action: 'complete' } });
    const late = await send(open.volunteer, open.requestId, open.requester.id, 'You are welcome');
    expect([late.statusCode, late.json().code, late.json().message]).toEqual([400, 'CHAT_CLOSED', m.closed()]);
    // Both parties still read it after completion, with how long it is kept.
    for (const party of [open.requester, open.volunteer]) {
      const reply = (await read(party, open.requestId)).json();
      expect([reply.messages.length, reply.retention]).toEqual([1, { days: app.config.chatRetentionDays, removed: null }]);
    }
  });
});

describe('the rate limit of messages', () => {
  let limited: FastifyInstance;
  let closeLimited: () => Promise<void>;

  beforeAll(async () => {
    ({ app: limited, close: closeLimited } = await buildTestApp());
  });
  afterAll(async () => closeLimited());

  it('lets a sender send CHAT_MESSAGES_PER_MINUTE a minute, however fast they come, then answers 429 and stores nothing', async () => {
    const max = limited.config.chatMessagesPerMinute;
    expect(max).toBe(30);
    const party = async (role: 'user' | 'volunteer') => {
      const { user } = await createUser(limited, { role });
      return { id: user.id, token: (await loginAs(limited, user)).accessToken };
    };
    const [requester, volunteer] = [await party('user'), await party('volunteer')];
    const requestId = await openAssistanceRequest(limited, requester, volunteer.token);
    const sendOn = (from: { token: string }, receiverId: string, content: string) =>
      injectAs(limited, from.token, endpoints.sendMessage, { body: { requestId, receiverId, content, uploadedMediaUrls: [] } });

    // Sent all at once, twice the limit: each request is counted before any is answered.
    const answers = await Promise.all(Array.from({ length: 2 * max }, (_, i) => sendOn(requester, volunteer.id, `Message ${i}`)));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(max);
    expect(refused).toHaveLength(max);
    expect(refused[0]!.json()).toEqual({ message: authMessages.tooManyRequests(), code: 'RATE_LIMITED' });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await limited.db.$count(chatMessages, eq(chatMessages.senderId, requester.id))).toBe(max);

    // Counted per sender: the other party still answers; a stranger is turned away before any count.
    expect((await sendOn(volunteer, requester.id, 'On my way')).statusCode).toBe(201);
    const stranger = await injectAs(limited, null, endpoints.sendMessage, { body: { requestId, receiverId: volunteer.id, content: 'Hi', uploadedMediaUrls: [] } });
    expect([stranger.statusCode, stranger.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('attachments', () => {
  const docx = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), Buffer.from('word/document.xml'), Buffer.alloc(64)]);
  const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
  const text = Buffer.from('Medicines: paracetamol 500 mg twice a day.\n');

  it('take images, PDF, Word and text by their content, private to the chat, and travel with a message', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const res = await upload(requester, requestId, [
      { filename: 'photo.png', data: PNG },
      { filename: 'letter.pdf', data: PDF },
      { filename: 'notes.docx', data: docx },
      { filename: 'old.doc', data: doc },
      { filename: 'list.txt', data: text },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const mediaUrls = res.json().mediaUrls as string[];
    expect(mediaUrls).toHaveLength(5);
    expect(mediaUrls.every((link) => link.startsWith('/uploads/private/'))).toBe(true);

    const sent = await send(requester, requestId, volunteer.id, '', mediaUrls.slice(0, 2));
    expect(sent.statusCode, sent.body).toBe(201);
    // A message of files alone is told by its sender and what it carries.
    await app.jobs.drain();
    expect((await messageNotices(requestId)).map((n) => n.content)).toEqual(['Ravi Kumar: sent 2 attachments']);
    const [message] = (await read(volunteer, requestId)).json().messages as ChatMessage[];
    expect(message!.media).toHaveLength(2);
    const file = await app.inject(message!.media[1]!);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('refuse other kinds, oversized and too many files, and files the sender did not attach', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00])]);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]);
    for (const data of [program, zip]) {
      const res = await upload(requester, requestId, [{ filename: 'innocent.docx', data }]);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 'NOT_AN_ATTACHMENT', m.notAnAttachment()]);
    }
    const big = await upload(requester, requestId, [{ filename: 'big.pdf', data: sized(PDF, MAX_CHAT_FILE_BYTES + 1) }]);
    expect([big.statusCode, big.json().code, big.json().message]).toEqual([413, 'CHAT_FILE_TOO_LARGE', m.fileTooLarge()]);
    const many = await upload(requester, requestId, Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.png`, data: PNG })));
    expect([many.statusCode, many.json().code, many.json().message]).toEqual([400, 'TOO_MANY_CHAT_FILES', m.tooManyFiles()]);

    const theirs = (await upload(volunteer, requestId, [{ filename: 'a.png', data: PNG }])).json().mediaUrls as string[];
    const borrowed = await send(requester, requestId, volunteer.id, 'look', theirs);
    expect([borrowed.statusCode, borrowed.json().code, borrowed.json().message]).toEqual([400, 'BAD_ATTACHMENT', m.badAttachment()]);
  });

  /** The files in a person's quota, with their sizes. */
  const ledgerOf = async (ownerId: string) =>
    (await app.db.select({ key: storedFiles.key, bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.ownerId, ownerId))).sort((a, b) => a.key.localeCompare(b.key));

  /** An upload's reply, and the keys written to storage while it ran. */
  async function uploadWatched(as: Party, requestId: string, files: { filename: string; data: Buffer }[]) {
    const put = vi.spyOn(app.storage.backend, 'put');
    try {
      const res = await upload(as, requestId, files);
      return { res, written: put.mock.calls.map(([key]) => key) };
    } finally {
      put.mockRestore();
    }
  }

  it('store nothing of an upload when one of its files is refused', async () => {
    const { requester, requestId } = await conversation();
    // A program renamed .jpg: its name says picture, its content says neither picture nor text.
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00])]);
    const before = await ledgerOf(requester.id);
    const { res, written } = await uploadWatched(requester, requestId, [
      { filename: 'photo.jpg', data: JPEG },
      { filename: 'holiday.jpg', data: program },
    ]);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 'NOT_AN_ATTACHMENT', m.notAnAttachment()]);
    expect(written).toEqual([]);
    expect(await ledgerOf(requester.id)).toEqual(before);
  });

  it('take away the files already stored when a later one passes the quota', async () => {
    const { requester, requestId } = await conversation();
    // Room for one more small file, not for two.
    await app.db.insert(storedFiles).values({ key: `private/earlier-${crypto.randomUUID()}.pdf`, ownerId: requester.id, bytes: UPLOAD_QUOTA_BYTES - JPEG.length - PNG.length + 1 });
    const before = await ledgerOf(requester.id);
    const { res, written } = await uploadWatched(requester, requestId, [
      { filename: 'photo.jpg', data: JPEG },
      { filename: 'photo.png', data: PNG },
    ]);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([413, 'UPLOAD_QUOTA_REACHED', uploadMessages.quotaReached()]);
    expect(written).toHaveLength(1);
    expect(await app.storage.read(written[0]!)).toBeNull();
    expect(await ledgerOf(requester.id)).toEqual(before);
  });
});

describe('the sweep of unused files', () => {
  it('asks which messages carry a batch of files off the media index, not by reading every message', async () => {
    const plan = await planOf(app.db, mediaCarrying(app.db, ['private/a.png', 'private/b.pdf']));
    expect(plan).toContain('chat_messages_media_idx');
    expect(plan).not.toMatch(/Seq Scan on chat_messages/);
  });
});

describe('the live chat', () => {
  it('joins parties only, sends messages, typing and read receipts to the conversation', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const stranger = await person('user', 'Meena Iyer');
    const [mine, theirs, outsider] = [openSocket(url, requester.token), openSocket(url, volunteer.token), openSocket(url, stranger.token)];
    await Promise.all([connected(mine), connected(theirs), connected(outsider)]);
    expect(await mine.emitWithAck('join-conversation', requestId)).toEqual({ ok: true });
    expect(await theirs.emitWithAck('join-conversation', requestId)).toEqual({ ok: true });
    expect(await outsider.emitWithAck('join-conversation', requestId)).toEqual({ ok: false, message: m.notParty(), code: 'NOT_CHAT_PARTY' });
    expect(await outsider.emitWithAck('typing', { requestId, isTyping: true })).toEqual({ ok: false, message: m.notParty(), code: 'NOT_CHAT_PARTY' });

    const typingSeen = next<{ userId: string; isTyping: boolean }>(theirs, userTyping.name);
    let echoed = false;
    mine.on(userTyping.name, () => (echoed = true));
    await mine.emitWithAck('typing', { requestId, isTyping: true });
    expect(await typingSeen).toEqual({ userId: requester.id, requestId, isTyping: true });

    const arrived = next<ChatMessage>(theirs, newMessage.name);
    const ownCopy = next<ChatMessage>(mine, newMessage.name);
    const sent = (await send(requester, requestId, volunteer.id, 'On my way?')).json() as ChatMessage;
    expect(await arrived).toEqual(sent);
    expect(await ownCopy).toEqual(sent);
    // Both had the chat open: no notification.
    await app.jobs.drain();
    expect(await messageNotices(requestId)).toEqual([]);

    const receipt = next<{ userId: string; requestId: string }>(mine, messagesReadUpdate.name);
    expect(await theirs.emitWithAck('messagesRead', { requestId })).toEqual({ ok: true });
    expect(await receipt).toEqual({ userId: volunteer.id, requestId });
    const [stored] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, sent._id));
    expect(stored!.read).toBe(true);
    expect(echoed).toBe(false);

    // Once the volunteer leaves the chat, messages to them become notifications again.
    await theirs.emitWithAck('leave-conversation', requestId);
    await send(requester, requestId, volunteer.id, 'Call me when you are here');
    await app.jobs.drain();
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, volunteer.id));
    expect(told.map((n) => n.content)).toContain('Ravi Kumar: Call me when you are here');
  });
});

describe.skipIf(!process.env.REDIS_URL)('the live chat across nodes (PostgreSQL + Redis)', () => {
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    second = await buildApp(app.config, { database: app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('delivers a message stored on one node to the party connected to the other, and knows they are there', async () => {
    const { requester, volunteer, requestId } = await conversation();
    const theirs = openSocket(secondUrl, volunteer.token);
    await connected(theirs);
    expect(await theirs.emitWithAck('join-conversation', requestId)).toEqual({ ok: true });
    const arrived = next<ChatMessage>(theirs, newMessage.name);
    const sent = (await send(requester, requestId, volunteer.id, 'Across the nodes')).json() as ChatMessage;
    expect(await arrived).toEqual(sent);
    await app.jobs.drain();
    expect(await messageNotices(requestId)).toEqual([]);
  });
});
