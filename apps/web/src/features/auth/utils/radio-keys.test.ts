import { describe, expect, it } from 'vitest';
import { radioKeyTarget } from './radio-keys.ts';

describe('radioKeyTarget', () => {
  it('moves to the next option with Right and Down, from the last back to the first', () => {
    expect(radioKeyTarget('ArrowRight', 0, 2)).toBe(1);
    expect(radioKeyTarget('ArrowDown', 0, 2)).toBe(1);
    expect(radioKeyTarget('ArrowRight', 1, 2)).toBe(0);
  });

  it('moves to the previous option with Left and Up, from the first round to the last', () => {
    expect(radioKeyTarget('ArrowLeft', 1, 2)).toBe(0);
    expect(radioKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(radioKeyTarget('Home', 2, 3)).toBe(0);
    expect(radioKeyTarget('End', 0, 3)).toBe(2);
  });

  it('leaves every other key, and an empty group, alone', () => {
    expect(radioKeyTarget('Tab', 0, 2)).toBeNull();
    expect(radioKeyTarget(' ', 0, 2)).toBeNull();
    expect(radioKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
