import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assistanceKindText,
  distanceText,
  readKind,
  readProcessingTab,
  travelTimeText,
} from './request-words.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('distanceText', () => {
  it('gives whole kilometres, as the server rounds them', () => {
    expect(distanceText(i18n, 2)).toBe('about 2 km away');
    expect(distanceText(i18n, 12)).toBe('about 12 km away');
    expect(distanceText(i18n, 1500)).toBe('about 1,500 km away');
  });
  it('never says 0 km for a request a few steps away', () => {
    expect(distanceText(i18n, 0)).toBe('less than 1 km away');
  });
});

describe('travelTimeText', () => {
  it('gives minutes as a guide', () => {
    expect(travelTimeText(i18n, 6)).toBe('about 6 min to get there');
    expect(travelTimeText(i18n, 0)).toBe('about 1 min to get there');
    expect(travelTimeText(i18n, 59.4)).toBe('about 59 min to get there');
  });
  it('gives hours and minutes from an hour on', () => {
    expect(travelTimeText(i18n, 60)).toBe('about 1 h to get there');
    expect(travelTimeText(i18n, 65)).toBe('about 1 h 5 min to get there');
    expect(travelTimeText(i18n, 150)).toBe('about 2 h 30 min to get there');
  });
  it('shows nothing for a value that is not a time', () => {
    expect(travelTimeText(i18n, Number.NaN)).toBe('');
  });
});

describe('assistanceKindText', () => {
  it('names an ambulance, a kind of volunteer, or a volunteer', () => {
    expect(assistanceKindText(i18n, { type: 'ambulance', volunteerType: null })).toBe('Ambulance');
    expect(assistanceKindText(i18n, { type: 'volunteer', volunteerType: 'eldercare' })).toBe('Eldercare volunteer');
    expect(assistanceKindText(i18n, { type: 'volunteer', volunteerType: null })).toBe('Volunteer');
  });
});

describe('readProcessingTab', () => {
  it('reads the Completed tab from the address and anything else as Processing', () => {
    expect(readProcessingTab('completed')).toBe('completed');
    expect(readProcessingTab('processing')).toBe('processing');
    expect(readProcessingTab(null)).toBe('processing');
    expect(readProcessingTab('approved')).toBe('processing');
  });
});

describe('readKind', () => {
  it('keeps the kinds the filter offers and drops the rest', () => {
    expect(readKind('eldercare')).toBe('eldercare');
    expect(readKind('ambulance')).toBe('ambulance');
    expect(readKind('volunteer')).toBeUndefined();
    expect(readKind('plumbing')).toBeUndefined();
    expect(readKind(null)).toBeUndefined();
  });
});
