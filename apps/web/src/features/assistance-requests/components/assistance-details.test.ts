import { describe, expect, it } from 'vitest';
import { readDetailsTab } from './assistance-details.tsx';

describe('readDetailsTab', () => {
  it('opens Chat only where the request has an open chat', () => {
    expect(readDetailsTab('chat', true)).toBe('chat');
    expect(readDetailsTab('chat', false)).toBe('details');
  });
  it('reads History and falls back to Details', () => {
    expect(readDetailsTab('history', false)).toBe('history');
    expect(readDetailsTab(null, true)).toBe('details');
    expect(readDetailsTab('nonsense', true)).toBe('details');
  });
});
