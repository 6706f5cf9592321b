import { describe, expect, it } from 'vitest';
import { flagQuery, readFlags, withFlag } from './request-flags.ts';

describe('readFlags', () => {
  it('reads each flag the address turns on', () => {
    expect(readFlags(new URLSearchParams('tab=assistance&unanswered=true'))).toEqual({ needsAssignment: false, unanswered: true });
    expect(readFlags(new URLSearchParams('needsAssignment=true&unanswered=1'))).toEqual({ needsAssignment: true, unanswered: true });
  });
  it('reads anything else as off, as the server does', () => {
    expect(readFlags(new URLSearchParams('unanswered=false&needsAssignment=perhaps'))).toEqual({ needsAssignment: false, unanswered: false });
    expect(readFlags(new URLSearchParams(''))).toEqual({ needsAssignment: false, unanswered: false });
  });
});

describe('withFlag', () => {
  it('turns a flag on beside the other filters, back on the first page', () => {
    const changed = withFlag(new URLSearchParams('tab=assistance&status=pending&page=3'), 'unanswered', true);
    expect(changed.toString()).toBe('tab=assistance&status=pending&unanswered=true');
  });
  it('turns a flag off without touching the other', () => {
    const changed = withFlag(new URLSearchParams('tab=assistance&needsAssignment=true&unanswered=true&page=2'), 'unanswered', false);
    expect(changed.toString()).toBe('tab=assistance&needsAssignment=true');
  });
  it('leaves the address it was given as it was', () => {
    const params = new URLSearchParams('page=2');
    withFlag(params, 'needsAssignment', true);
    expect(params.toString()).toBe('page=2');
  });
});

describe('flagQuery', () => {
  it('asks only for the flags turned on', () => {
    expect(flagQuery({ needsAssignment: false, unanswered: true })).toEqual({ needsAssignment: undefined, unanswered: true });
    expect(flagQuery({ needsAssignment: false, unanswered: false })).toEqual({ needsAssignment: undefined, unanswered: undefined });
  });
});
