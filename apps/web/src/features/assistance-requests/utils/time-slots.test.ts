import { describe, expect, it } from 'vitest';
import { allTimeSlots, localDay, timeSlotsFor } from './time-slots.ts';

describe('time slots', () => {
  it('offers every half hour of the day, from midnight to half past eleven at night', () => {
    expect(allTimeSlots).toHaveLength(48);
    expect(allTimeSlots[0]).toBe('00:00');
    expect(allTimeSlots[1]).toBe('00:30');
    expect(allTimeSlots.at(-1)).toBe('23:30');
  });

  it('offers only the times still ahead today', () => {
    const now = new Date(2026, 10, 23, 14, 10);
    const slots = timeSlotsFor(localDay(now), now);
    expect(slots[0]).toBe('14:30');
    expect(slots).not.toContain('14:00');
    expect(slots.at(-1)).toBe('23:30');
  });

  it('leaves out the slot that starts this very minute', () => {
    const now = new Date(2026, 10, 23, 9, 30);
    expect(timeSlotsFor(localDay(now), now)[0]).toBe('10:00');
  });

  it('offers nothing late at night for today, and everything for tomorrow', () => {
    const now = new Date(2026, 10, 23, 23, 45);
    expect(timeSlotsFor(localDay(now), now)).toEqual([]);
    expect(timeSlotsFor('2026-11-24', now)).toHaveLength(48);
  });

  it('reads the local calendar day, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 5, 0, 15))).toBe('2026-01-05');
  });
});
