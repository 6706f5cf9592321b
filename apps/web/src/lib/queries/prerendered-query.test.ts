import { describe, expect, it } from 'vitest';
import { prerenderedFor } from './prerendered-query.ts';

describe('prerenderedFor', () => {
  it('adopts a page that reads no query at any address', () => {
    expect(prerenderedFor(undefined, '')).toBe(true);
    expect(prerenderedFor(undefined, '?from=mail')).toBe(true);
  });

  it('adopts the volunteer login page only at an address asking for that tab', () => {
    expect(prerenderedFor('role=volunteer', '?role=volunteer')).toBe(true);
    expect(prerenderedFor('role=volunteer', '?from=mail&role=volunteer')).toBe(true);
    expect(prerenderedFor('role=volunteer', '')).toBe(false);
    expect(prerenderedFor('role=volunteer', '?role=user')).toBe(false);
  });

  it('adopts the plain login page only at an address without the parameter', () => {
    expect(prerenderedFor('role=', '')).toBe(true);
    expect(prerenderedFor('role=', '?from=mail')).toBe(true);
    expect(prerenderedFor('role=', '?role=volunteer')).toBe(false);
  });
});
