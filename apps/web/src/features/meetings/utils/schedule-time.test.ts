import { describe, expect, it } from 'vitest';
import { earliestStart, firstDay, isPast, minTime, scheduledIso, timeFor, timeOnNewDay } from './schedule-time.ts';

const at = (text: string) => new Date(text);

describe('the schedule dialog’s date and time', () => {
  it('starts today at now plus 5 minutes, rounded down to a 5-minute step', () => {
    expect(earliestStart(at('2026-11-23T13:47:30')).toTimeString().slice(0, 5)).toBe('13:50');
    expect(earliestStart(at('2026-11-23T13:45:00')).toTimeString().slice(0, 5)).toBe('13:50');
    expect(minTime('2026-11-23', at('2026-11-23T09:04:00'))).toBe('09:05');
    expect(minTime('2026-11-24', at('2026-11-23T09:04:00'))).toBeUndefined();
  });

  it('defaults to 12:00, or to the earliest time left once noon has passed', () => {
    expect(timeFor('2026-11-23', at('2026-11-23T09:00:00'))).toBe('12:00');
    expect(timeFor('2026-11-23', at('2026-11-23T15:12:00'))).toBe('15:15');
    expect(timeFor('2026-11-24', at('2026-11-23T15:12:00'))).toBe('12:00');
  });

  it('gives a later day its own 12:00 unless a time was chosen, and moves a chosen time up only when the day needs it', () => {
    const now = at('2026-11-23T15:12:00');
    expect(timeOnNewDay('2026-11-24', '15:15', false, now)).toBe('12:00');
    expect(timeOnNewDay('2026-11-24', '09:30', true, now)).toBe('09:30');
    expect(timeOnNewDay('2026-11-23', '12:00', false, now)).toBe('15:15');
    expect(timeOnNewDay('2026-11-23', '09:30', true, now)).toBe('15:15');
    expect(timeOnNewDay('2026-11-23', '18:00', true, now)).toBe('18:00');
  });

  it('offers tomorrow first when today has no time left', () => {
    expect(firstDay(at('2026-11-23T23:57:00'))).toBe('2026-11-24');
    expect(firstDay(at('2026-11-23T10:00:00'))).toBe('2026-11-23');
  });

  it('tells a past time and builds the moment sent', () => {
    const now = at('2026-11-23T13:47:00');
    expect(isPast('2026-11-23', '13:40', now)).toBe(true);
    expect(isPast('2026-11-23', '13:50', now)).toBe(false);
    expect(scheduledIso('2026-11-23', '13:50')).toBe(at('2026-11-23T13:50:00').toISOString());
    expect(scheduledIso('', '13:50')).toBeNull();
  });
});
