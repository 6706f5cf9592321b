import { describe, expect, it } from 'vitest';
import { inputFault, MAX_INPUT_DEPTH } from './input-check.ts';

/** `depth` arrays inside each other, the innermost holding `inner`. */
function nested(depth: number, inner: unknown = 'x'): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('inputFault', () => {
  it('lets a structure as deep as the limit through and refuses one level more', () => {
    expect(inputFault(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputFault(nested(MAX_INPUT_DEPTH + 1))).toBe('TOO_DEEP');
    expect(inputFault({ a: { b: nested(MAX_INPUT_DEPTH - 2) } })).toBeNull();
    expect(inputFault({ a: { b: nested(MAX_INPUT_DEPTH - 1) } })).toBe('TOO_DEEP');
  });

  it('walks a structure far deeper than the stack without throwing', () => {
    expect(() => inputFault(nested(200_000))).not.toThrow();
    expect(inputFault(nested(200_000))).toBe('TOO_DEEP');
  });

  it('finds a NUL in a value or a key, and names the depth first when both are wrong', () => {
    expect(inputFault({ name: 'Asha\u0000' })).toBe('NUL_CHARACTER');
    expect(inputFault({ 'na\u0000me': 'Asha' })).toBe('NUL_CHARACTER');
    expect(inputFault(['ok', ['Asha\u0000']])).toBe('NUL_CHARACTER');
    expect(inputFault([['\u0000'], nested(MAX_INPUT_DEPTH)])).toBe('TOO_DEEP');
    expect(inputFault({ name: 'Asha', tags: ['a', 'b'], at: null, n: 1 })).toBeNull();
  });

  it('reads a raw body as bytes, not text', () => {
    expect(inputFault(Buffer.from('a\u0000b'))).toBeNull();
  });
});
