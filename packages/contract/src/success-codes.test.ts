import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorCodes } from './error-codes.ts';
import { contractKeyOf } from './i18n/contract-messages.ts';
import { isSuccessCode, successCodes, successDefinitions, successMessage, type SuccessParams } from './success-codes.ts';

describe('success codes', () => {
  it('are upper snake case and never also an error’s, so a client reads a code one way', () => {
    for (const code of successCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    const errors = new Set<string>(errorCodes);
    expect(successCodes.filter((code) => errors.has(code))).toEqual([]);
  });

  it('say a text of the contract, so each has its words in every language', () => {
    for (const code of successCodes) expect(contractKeyOf(successDefinitions[code].message), code).toBeDefined();
  });

  it('keep the spec’s English and fill in the parameters of a message that has them', () => {
    expect(successMessage('LOGGED_IN')).toBe('Login successful!');
    expect(successMessage('FAMILY_LINK_CONFIRMED', 'Asha')).toBe('Thank you. You are now a family contact of Asha.');
    expectTypeOf<SuccessParams<'FAMILY_LINK_STOPPED'>>().toEqualTypeOf<[person: string]>();
    expectTypeOf<SuccessParams<'ASSET_ADDED'>>().toEqualTypeOf<[]>();
  });

  it('tell a code from any other text', () => {
    expect(isSuccessCode('ASSET_ADDED')).toBe(true);
    expect(isSuccessCode('NOT_FOUND')).toBe(false);
    expect(isSuccessCode('toString')).toBe(false);
  });
});
