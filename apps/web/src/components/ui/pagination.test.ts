import { describe, expect, it } from 'vitest';
import { cursorTo, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('offers every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('leaves no gap where the pages meet', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has a single page for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('cursorTo', () => {
  const cursors = { nextCursor: 'after-last', previousCursor: 'before-first' };

  it('reads the next page after the last row, the previous one before the first', () => {
    expect(cursorTo(6, 5, cursors)).toBe('after-last');
    expect(cursorTo(4, 5, cursors)).toBe('before-first');
  });

  it('reads the first page from the top, a page further away and a list without cursors by number', () => {
    expect(cursorTo(1, 2, cursors)).toBeNull();
    expect(cursorTo(9, 5, cursors)).toBeNull();
    expect(cursorTo(3, 5, cursors)).toBeNull();
    expect(cursorTo(6, 5, undefined)).toBeNull();
    expect(cursorTo(6, 5, { nextCursor: null, previousCursor: null })).toBeNull();
  });
});
