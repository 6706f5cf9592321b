import { describe, expect, it } from 'vitest';
import { niceMax } from './daily-bar-chart.tsx';

describe('niceMax', () => {
  it('rounds the axis up to four round steps', () => {
    expect(niceMax(10_000)).toBe(10_000);
    expect(niceMax(9_200)).toBe(10_000);
    expect(niceMax(1_500)).toBe(2_000);
    expect(niceMax(5)).toBe(8);
  });

  it('keeps whole-number steps for small counts', () => {
    expect(niceMax(1)).toBe(4);
    expect(niceMax(3)).toBe(4);
  });

  it('draws an empty month on a 0-4 axis', () => {
    expect(niceMax(0)).toBe(4);
  });
});
