/**
 * A form's field errors, as the contract's schemas give them through the form's zod resolver, are
 * message ids, worded in the language shown when they are shown: in the spec's English on an
 * English page, in Hindi on a Hindi one, and again in the other language after a switch. English
 * words are never read back to a key.
 */
import { readFileSync } from 'node:fs';
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n, type Messages } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFields } from '@sahaya/contract/fields';
import { validation } from '@sahaya/contract/messages';
import { z } from 'zod';
import { contractTextOf } from './contract-text.ts';

const place = z.object({ city: addressFields.city, pincode: addressFields.pincode });

/** The field errors the form's resolver gives for a city left empty and a pincode of letters. */
async function fieldErrors(): Promise<Record<string, string | undefined>> {
  const resolve = zodResolver(place);
  const { errors } = await resolve({ city: ' ', pincode: 'ab' }, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { city: errors.city?.message, pincode: errors.pincode?.message };
}

describe('a field error', () => {
  beforeAll(() => {
    // The contract's Hindi catalogue as `lingui compile` wrote it (the tests' global setup compiles it).
    const compiled = readFileSync(new URL('../../../../../packages/contract/locales/hi.json', import.meta.url), 'utf8');
    i18n.load({ hi: (JSON.parse(compiled) as { messages: Messages }).messages, en: {} });
    i18n.activate('en');
  });
  afterAll(() => i18n.activate('en'));

  it('comes from the resolver as its rule’s message id', async () => {
    expect(await fieldErrors()).toEqual({ city: 'validation.required["City"]', pincode: 'validation.pincodeInvalid' });
  });

  it('is shown in the spec’s English on an English page and in Hindi on a Hindi one', async () => {
    const errors = await fieldErrors();
    i18n.activate('en');
    expect([contractTextOf(errors.city!), contractTextOf(errors.pincode!)]).toEqual([validation.required('City'), validation.pincodeInvalid()]);
    i18n.activate('hi');
    expect([contractTextOf(errors.city!), contractTextOf(errors.pincode!)]).toEqual(['शहर ज़रूरी है!', 'सही पिन कोड लिखें!']);
  });

  it('that came as English words is shown as it came, not read back to a key', () => {
    i18n.activate('hi');
    expect(contractTextOf(validation.required('City'))).toBe(validation.required('City'));
    expect(contractTextOf('Invalid input: expected string')).toBe('Invalid input: expected string');
  });
});
