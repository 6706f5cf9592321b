import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFreeReasons, notFreeWords } from './availability-words.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const day = { lentOut: 0, reserved: 0, inRepair: 0, held: 0 };

describe('notFreeReasons', () => {
  it('names every place the units are, lent out first', () => {
    expect(notFreeReasons({ ...day, lentOut: 2 })).toEqual(['lentOut']);
    expect(notFreeReasons({ ...day, inRepair: 1, reserved: 1, held: 1 })).toEqual(['reserved', 'inRepair', 'held']);
    expect(notFreeReasons({ lentOut: 1, reserved: 1, inRepair: 1, held: 1 }).map((reason) => i18n._(notFreeWords[reason]))).toEqual([
      'Lent out',
      'Reserved for a loan',
      'In repair',
      'Kept for someone waiting',
    ]);
  });

  it('says an asset with no unit anywhere has none to lend', () => {
    expect(notFreeReasons(day).map((reason) => i18n._(notFreeWords[reason]))).toEqual(['None to lend']);
  });
});
