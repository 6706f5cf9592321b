import { describe, expect, it } from 'vitest';
import { codeRequiredBy, tabNamedBy } from './sign-in-failure.ts';

describe('tabNamedBy', () => {
  it('names the tab the account signs in on', () => {
    expect(tabNamedBy({ code: 'SIGN_IN_AS_VOLUNTEER', message: 'This is a volunteer account' })).toBe('volunteer');
    expect(tabNamedBy({ code: 'SIGN_IN_AS_USER', message: 'This account is not a volunteer account' })).toBe('user');
  });

  it('names no tab for other failures, or none', () => {
    expect(tabNamedBy({ code: 'INVALID_PHONE_CREDENTIALS', message: 'Invalid mobile number or password!' })).toBeNull();
    expect(tabNamedBy(null)).toBeNull();
  });
});

describe('codeRequiredBy', () => {
  it('tells a number idle for a year to sign in with a code', () => {
    expect(codeRequiredBy({ code: 'PHONE_CODE_REQUIRED', message: 'Please sign in with a code' })).toBe(true);
    expect(codeRequiredBy({ code: 'INVALID_PHONE_CREDENTIALS', message: 'Invalid mobile number or password!' })).toBe(false);
    expect(codeRequiredBy(null)).toBe(false);
  });
});
