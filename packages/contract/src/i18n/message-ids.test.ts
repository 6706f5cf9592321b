/**
 * A schema's rule gives its message as a message id: the key of the contract's catalogue entry and
 * the arguments, which whoever shows it words from the key. Every id a schema makes is of a key
 * the contract's catalogue has, with that key's English; an id is read back only from its own
 * form, never from English words.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractMessages } from './contract-messages.ts';
import { messageId, messageIds, messagesById, readMessageId } from './message-ids.ts';
import { MessageTable } from './message-table.ts';
import { validation } from '../messages.ts';

// Every schema of the contract, so every group whose ids they make is in `messagesById`.
const features = readdirSync(new URL('..', import.meta.url)).filter((name) => existsSync(new URL(`../${name}/schemas.ts`, import.meta.url)));
const schemas = await Promise.all(features.map((name) => import(`../${name}/schemas.ts`)));

describe('message ids', () => {
  it('are made by every schema from groups under their names in the contract’s catalogue, with the same English', () => {
    expect(schemas.length).toBeGreaterThan(10);
    expect(messagesById.messages.size).toBeGreaterThan(100);
    for (const [key, message] of messagesById.messages) expect(contractMessages.get(key), key).toBe(message);
  });

  it('are what a zod issue carries, arguments and all', () => {
    const ids = messageIds('validation', validation);
    const rule = z.object({ email: z.string().email(ids.emailInvalid), city: z.string().min(1, ids.required('City')) });
    const issues = rule.safeParse({ email: 'x', city: '' }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['validation.emailInvalid', 'validation.required["City"]']);
    expect(issues?.map((issue) => readMessageId(messagesById, issue)?.args)).toEqual([[], ['City']]);
  });

  it('are read back from their own form only: English words, unknown keys and broken arguments are no id', () => {
    const table = new MessageTable().add({ validation });
    expect(readMessageId(table, messageId('validation.required', ['City']))).toEqual({ key: 'validation.required', message: validation.required, args: ['City'] });
    for (const text of [validation.emailInvalid(), validation.required('City'), 'validation.unknown', 'validation.required["City"', 'validation.required{"0":1}', 'Hello']) {
      expect(readMessageId(table, text), text).toBeUndefined();
    }
  });
});
