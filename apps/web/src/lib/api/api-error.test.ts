import { readFileSync } from 'node:fs';
import { i18n, type Messages } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@sahaya/contract/messages';
import { ApiError, codeOfStatus, readFailure } from './api-error.ts';
import { loadContractWords } from '../i18n/contract-text.ts';

describe('readFailure', () => {
  it('gives the server\'s message and code when it refused the call', () => {
    const failure = readFailure(new ApiError(400, 'CHAT_CLOSED', 'This chat is closed.'), 'Could not send');
    expect(failure).toMatchObject({ message: 'This chat is closed.', code: 'CHAT_CLOSED', told: false, refused: true });
  });

  it('gives the place\'s own words for a fault on the server, and asking again may help', () => {
    const failure = readFailure(new ApiError(500, 'INTERNAL', 'Database is down'), 'Error fetching assistance requests.');
    expect(failure).toMatchObject({ message: 'Error fetching assistance requests.', code: 'INTERNAL', refused: false });
  });

  it('gives the server\'s words when its database was away: nothing went through, try again', () => {
    const failure = readFailure(new ApiError(503, 'UNAVAILABLE', 'Request failed'), 'Could not save');
    expect(failure).toMatchObject({ message: commonMessages.unavailable(), code: 'UNAVAILABLE', told: false, refused: false });
  });

  it('says when the client has told the person already', () => {
    expect(readFailure(new ApiError(0, 'NETWORK', 'Network Error', { notified: true }), 'x')).toMatchObject({ told: true, message: 'x' });
  });

  it('carries the server\'s field messages', () => {
    const error = new ApiError(400, 'VALIDATION', 'Invalid input', { errors: { email: 'Enter a valid email!' } });
    expect(readFailure(error, 'x').fields).toEqual({ email: 'Enter a valid email!' });
  });

  it('reads anything that is not an answer from the API as unexpected, in the place\'s words', () => {
    expect(readFailure(new TypeError('boom'), 'Could not load')).toEqual({
      message: 'Could not load',
      code: 'UNEXPECTED',
      told: false,
      refused: false,
      fields: {},
    });
    expect(readFailure(new TypeError('boom')).message).toBe('An unexpected error occurred');
  });
});

describe('codeOfStatus', () => {
  it('names a reply without a code by its status', () => {
    expect(codeOfStatus(401)).toBe('UNAUTHENTICATED');
    expect(codeOfStatus(404)).toBe('NOT_FOUND');
    expect(codeOfStatus(429)).toBe('RATE_LIMITED');
    expect(codeOfStatus(400)).toBe('BAD_REQUEST');
    expect(codeOfStatus(502)).toBe('INTERNAL');
    expect(codeOfStatus(503)).toBe('UNAVAILABLE');
  });
});

describe('readFailure in Hindi', () => {
  beforeAll(async () => {
    // What catalogs.ts does for a Hindi page of a feature: the look-up of every contract text by key.
    await loadContractWords(true);
    // The contract's Hindi catalogue as `lingui compile` wrote it (the tests' global setup compiles it).
    const compiled = readFileSync(new URL('../../../../../packages/contract/locales/hi.json', import.meta.url), 'utf8');
    i18n.load({ hi: (JSON.parse(compiled) as { messages: Messages }).messages, en: {} });
    i18n.activate('hi');
  });
  afterAll(() => i18n.activate('en'));

  it('words a known code with its parameters itself, whatever language the reply came in', () => {
    const failure = readFailure(new ApiError(400, 'NOT_ENOUGH_STOCK', 'Only 2 left in stock', { params: [2] }), 'x');
    expect(failure.message).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    // A reply without its parameters is shown as the server wrote it: its words are never read back to a key.
    expect(readFailure(new ApiError(400, 'NOT_ENOUGH_STOCK', 'Only 3 left in stock'), 'x').message).toBe('Only 3 left in stock');
  });

  it('shows a validation reply’s words and its fields as the server wrote them, in the language the app asked for', () => {
    const error = new ApiError(400, 'VALIDATION', 'सही ईमेल लिखें!', { errors: { email: 'सही ईमेल लिखें!', city: 'शहर ज़रूरी है!' } });
    expect(readFailure(error, 'x')).toMatchObject({ message: 'सही ईमेल लिखें!', fields: { email: 'सही ईमेल लिखें!', city: 'शहर ज़रूरी है!' } });
    const english = new ApiError(400, 'VALIDATION', 'City is required!', { errors: { city: 'City is required!' } });
    expect(readFailure(english, 'x')).toMatchObject({ message: 'City is required!', fields: { city: 'City is required!' } });
  });

  it('says its own fallbacks in Hindi', () => {
    expect(readFailure(new TypeError('boom')).message).toBe('कुछ गड़बड़ हुई');
    expect(readFailure(new ApiError(503, 'UNAVAILABLE', ''), 'x').message).toBe(
      'अभी सहाया से जुड़ नहीं पाए, इसलिए यह नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
    );
  });
});
