import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatTravelTime,
  readKind,
  readProcessingTab,
} from './request-words.ts';

describe('formatDistance', () => {
  it('gives kilometres with one decimal', () => {
    expect(formatDistance(2.43)).toBe('2.4 km');
    expect(formatDistance(2.46)).toBe('2.5 km');
    expect(formatDistance(12)).toBe('12 km');
  });
  it('never says 0 km for a request a few steps away', () => {
    expect(formatDistance(0)).toBe('under 0.1 km');
    expect(formatDistance(0.04)).toBe('under 0.1 km');
    expect(formatDistance(0.06)).toBe('0.1 km');
  });
  it('rounds long distances to whole kilometres', () => {
    expect(formatDistance(152.7)).toBe('153 km');
  });
  it('shows nothing for a value that is not a distance', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
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

