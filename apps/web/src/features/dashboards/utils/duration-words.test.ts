import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { durationText } from './duration-words.ts';

beforeAll(() => {
  // The app's build compiles the English beside each message; here it is compiled as it is read.
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('durationText', () => {
  it('says a moment as less than a minute, never 0 minutes', () => {
    expect(durationText(i18n, 0)).toBe('less than a minute');
    expect(durationText(i18n, 0.4)).toBe('less than a minute');
  });
  it('gives whole minutes under an hour', () => {
    expect(durationText(i18n, 1)).toBe('1 minute');
    expect(durationText(i18n, 12.4)).toBe('12 minutes');
    expect(durationText(i18n, 59.4)).toBe('59 minutes');
  });
  it('gives hours and minutes under a day, leaving out no minutes', () => {
    expect(durationText(i18n, 59.6)).toBe('1 hour');
    expect(durationText(i18n, 61)).toBe('1 hour 1 minute');
    expect(durationText(i18n, 150)).toBe('2 hours 30 minutes');
    expect(durationText(i18n, 1439)).toBe('23 hours 59 minutes');
  });
  it('gives days and hours from a day on, to the hour', () => {
    expect(durationText(i18n, 1440)).toBe('1 day');
    expect(durationText(i18n, 1530)).toBe('1 day 2 hours');
    expect(durationText(i18n, 3 * 1440 + 20)).toBe('3 days');
  });
  it('says nothing for what is not a time', () => {
    expect(durationText(i18n, Number.NaN)).toBe('');
    expect(durationText(i18n, -5)).toBe('');
  });
});
