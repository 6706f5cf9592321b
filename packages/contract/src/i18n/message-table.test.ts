/**
 * A text's key is found by which text the code names, never by its words: two texts with the same
 * English keep their own keys, so each can be translated for its own place.
 */
import { describe, expect, it } from 'vitest';
import { contractKeyOf } from './contract-messages.ts';
import { englishTemplate, MessageTable } from './message-table.ts';
import { commonMessages } from '../messages.ts';

describe('a message table', () => {
  it('finds each text’s own key, though another has the same English', () => {
    const table = new MessageTable().add({ first: { notFound: () => 'Not found' }, second: { notFound: () => 'Not found' } });
    const [first, second] = [...table.messages.values()];
    expect([table.keyOf(first!), table.keyOf(second!)]).toEqual(['first.notFound', 'second.notFound']);
  });

  it('finds no key for a text that is not one of its functions, whatever its words', () => {
    expect(contractKeyOf(() => commonMessages.notFound())).toBeUndefined();
    expect(contractKeyOf(commonMessages.notFound)).toBe('commonMessages.notFound');
  });

  it('shows a translator the English with a place for each argument', () => {
    expect(englishTemplate(() => 'Not found')).toBe('Not found');
    expect(englishTemplate((city: string, state: string) => `${city}, ${state}`)).toBe('{0}, {1}');
  });
});
