import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { priorityLabels, unitsText } from './request-words.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('unitsText', () => {
  it('says one unit, or several, as a person would', () => {
    expect(i18n._(unitsText(1))).toBe('1 unit');
    expect(i18n._(unitsText(2))).toBe('2 units');
  });
});

describe('priorityLabels', () => {
  it('names each priority', () => {
    expect(i18n._(priorityLabels.high)).toBe('High priority');
    expect(i18n._(priorityLabels.low)).toBe('Low priority');
  });
});
