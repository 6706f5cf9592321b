import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@sahaya/contract/chats/schemas';
import { attachmentWord, extensionOf, hasUnreadFor, isImageLink, markReadBy, mergeMessages, withMessages } from './messages.ts';

const message = (id: string, createdAt: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id,
  requestId: 'r',
  sender: 'a',
  receiver: 'b',
  senderType: 'users',
  receiverType: 'volunteers',
  content: id,
  media: [],
  createdAt,
  read: false,
  ...extra,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const first = message('1', '2026-01-01T10:00:00.000Z');
    const second = message('2', '2026-01-01T10:00:01.000Z');
    const third = message('3', '2026-01-01T10:00:02.000Z');
    expect(mergeMessages([first, third], [second, third]).map((m) => m._id)).toEqual(['1', '2', '3']);
  });

  it('keeps the arrival order of messages of the same millisecond', () => {
    const at = '2026-01-01T10:00:00.000Z';
    expect(mergeMessages([message('b', at)], [message('a', at)]).map((m) => m._id)).toEqual(['b', 'a']);
  });

  it('never turns a read message back to unread', () => {
    const read = message('1', '2026-01-01T10:00:00.000Z', { read: true });
    expect(mergeMessages([read], [{ ...read, read: false }])[0]?.read).toBe(true);
  });
});

describe('read receipts', () => {
  it('marks read only what the reader received', () => {
    const toB = message('1', '2026-01-01T10:00:00.000Z');
    const toA = message('2', '2026-01-01T10:00:01.000Z', { sender: 'b', receiver: 'a' });
    const after = markReadBy([toB, toA], 'b');
    expect(after.map((m) => m.read)).toEqual([true, false]);
    expect(hasUnreadFor(after, 'b')).toBe(false);
    expect(hasUnreadFor(after, 'a')).toBe(true);
  });
});

describe('attachments', () => {
  it('tells images from other files by the extension of a signed link', () => {
    expect(isImageLink('/files/private/abc.JPG?expires=1&signature=x.png')).toBe(true);
    expect(isImageLink('/files/private/abc.bmp')).toBe(true);
    expect(isImageLink('/files/private/abc.pdf?expires=1')).toBe(false);
    expect(extensionOf('/files/private/noext?x=1')).toBe('');
    expect(attachmentWord(i18n, '/files/private/a.docx?x=1')).toBe('Word document');
    expect(attachmentWord(i18n, '/files/private/a.txt')).toBe('Text file');
  });
});

describe('withMessages', () => {
  it('adds messages to a held conversation, keeping how long it is kept, and leaves one not loaded to its fetch', () => {
    const retention = { days: 365, removed: null };
    const held = { messages: [message('1', '2026-01-01T10:00:00.000Z')], retention, earlier: false, later: false };
    const added = withMessages([message('2', '2026-01-01T10:00:01.000Z')])(held);
    expect([added?.messages.map((m) => m._id), added?.retention]).toEqual([['1', '2'], retention]);
    expect(withMessages([message('2', '2026-01-01T10:00:01.000Z')])(undefined)).toBeUndefined();
  });
});
