import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatTravelTime,
  readKind,
  readProcessingTab,
} from './request-words.ts';

describe('formatDistance', () => {
  it('gives whole kilometres, as the server rounds them', () => {
    expect(formatDistance(2)).toBe('about 2 km');
    expect(formatDistance(12)).toBe('about 12 km');
    expect(formatDistance(1500)).toBe('about 1,500 km');
  });
  it('never says 0 km for a request a few steps away', () => {
    expect(formatDistance(0)).toBe('less than 1 km');
  });
});

describe('formatTravelTime', () => {
  it('gives minutes as a guide', () => {
    expect(formatTravelTime(6)).toBe('about 6 min');
    expect(formatTravelTime(0)).toBe('about 1 min');
    expect(formatTravelTime(59.4)).toBe('about 59 min');
  });
  it('gives hours and minutes from an hour on', () => {
    expect(formatTravelTime(60)).toBe('about 1 h');
    expect(formatTravelTime(65)).toBe('about 1 h 5 min');
    expect(formatTravelTime(150)).toBe('about 2 h 30 min');
  });
  it('shows nothing for a value that is not a time', () => {
    expect(formatTravelTime(Number.NaN)).toBe('');
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

