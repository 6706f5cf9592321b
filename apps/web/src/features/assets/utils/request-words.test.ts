import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { priorityLabels, unitsText } from './request-words.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('unitsText', () => {
  it('writes the quantity as the spec does', () => {
    expect(i18n._(unitsText(2))).toBe('2 unit(s)');
  });
});

describe('priorityLabels', () => {
  it('names each priority', () => {
    expect(i18n._(priorityLabels.high)).toBe('High priority');
    expect(i18n._(priorityLabels.low)).toBe('Low priority');
  });
});
