import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kilometresText } from './dispatch-words.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('kilometresText', () => {
  it('gives the distance to the tenth of a kilometre, as the server does', () => {
    expect(kilometresText(i18n, 'en', 2.5)).toBe('2.5 km');
    expect(kilometresText(i18n, 'en', 12)).toBe('12 km');
  });
  it('groups large distances the Indian way', () => {
    expect(kilometresText(i18n, 'en', 123456.7)).toBe('1,23,456.7 km');
  });
});
