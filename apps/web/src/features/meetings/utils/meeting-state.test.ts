import { describe, expect, it } from 'vitest';
import { meetingBadge } from '../../../components/ui/meeting-status-badge.tsx';
import { canJoin, listHeading, meetingLink } from './meeting-state.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const past = '2026-11-23T11:00:00Z';
const future = '2026-11-23T13:00:00Z';

describe('a meeting’s row', () => {
  it('reads with the spec’s badges', () => {
    expect(meetingBadge({ status: 'scheduled', scheduledTime: past }, now).label.message).toBe('Ready to Join');
    expect(meetingBadge({ status: 'scheduled', scheduledTime: future }, now).label.message).toBe('Upcoming');
    expect(meetingBadge({ status: 'active', scheduledTime: future }, now).label.message).toBe('In Progress');
    expect(meetingBadge({ status: 'completed', scheduledTime: past }, now).label.message).toBe('Completed');
    expect(meetingBadge({ status: 'cancelled', scheduledTime: past }, now).label.message).toBe('Cancelled');
  });

  it('offers Join once the time has come or the host has started it, never when over', () => {
    expect(canJoin({ status: 'scheduled', scheduledTime: past }, now)).toBe(true);
    expect(canJoin({ status: 'scheduled', scheduledTime: future }, now)).toBe(false);
    expect(canJoin({ status: 'active', scheduledTime: future }, now)).toBe(true);
    expect(canJoin({ status: 'completed', scheduledTime: past }, now)).toBe(false);
    expect(canJoin({ status: 'cancelled', scheduledTime: past }, now)).toBe(false);
  });

  it('links to the room of the role and names the list by its filters', () => {
    expect(meetingLink('https://sahaya.example', 'volunteer', 'abc')).toBe('https://sahaya.example/volunteer/meetings/abc');
    expect(listHeading(undefined, '').message).toBe('All Meetings');
    expect(listHeading('scheduled', 'board')).toMatchObject({ message: 'Scheduled Meetings matching “{search}”', values: { search: 'board' } });
  });
});
