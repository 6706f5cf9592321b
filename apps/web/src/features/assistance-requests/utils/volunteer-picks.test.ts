import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignBlockedReason, atTaskLimit, availabilityLabel, canAssign } from './volunteer-picks.ts';

const volunteer = (over: Partial<{ isActive: boolean; isBlocked: boolean; tasks: number }> = {}) => ({
  isActive: true,
  isBlocked: false,
  tasks: 0,
  ...over,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('assigning a volunteer', () => {
  it('is allowed for an active volunteer under 5 tasks', () => {
    expect(canAssign(volunteer({ tasks: 4 }))).toBe(true);
    expect(availabilityLabel(i18n, volunteer({ tasks: 4 }))).toBe('Available');
    expect(assignBlockedReason(i18n, volunteer({ tasks: 4 }))).toBeNull();
  });

  it('is refused at 5 tasks, with the spec\'s words', () => {
    expect(atTaskLimit(volunteer({ tasks: 5 }))).toBe(true);
    expect(canAssign(volunteer({ tasks: 5 }))).toBe(false);
    expect(availabilityLabel(i18n, volunteer({ tasks: 5 }))).toBe('Busy');
    expect(assignBlockedReason(i18n, volunteer({ tasks: 5 }))).toBe('Tasks limit Reached');
  });

  it('is refused for an inactive or blocked volunteer', () => {
    expect(canAssign(volunteer({ isActive: false }))).toBe(false);
    expect(canAssign(volunteer({ isBlocked: true }))).toBe(false);
    expect(assignBlockedReason(i18n, volunteer({ isActive: false, tasks: 5 }))).toBe('Not active');
  });
});
