import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const alice = { userId: 'alice', role: 'user' as const, expiresAt: 60_000 };

/** A cache on a clock of the test's own, trusted while `trusted.now` holds. */
function cache() {
  const clock = { now: 0 };
  const trusted = { now: true };
  return { clock, trusted, sessions: createSessionCache(() => trusted.now, 5_000, () => clock.now) };
}

describe('the session cache', () => {
  it('keeps a live session for its time, for its own person only', () => {
    const { clock, sessions } = cache();
    sessions.remember('s1', alice, sessions.generation());
    expect(sessions.get('s1', 'alice')).toEqual(alice);
    expect(sessions.get('s1', 'bob'), 'a token naming another person with the same session').toBeUndefined();
    clock.now = 4_999;
    expect(sessions.get('s1', 'alice')).toEqual(alice);
    clock.now = 5_000;
    expect(sessions.get('s1', 'alice')).toBeUndefined();
  });

  it('keeps a session no longer than the session itself lasts', () => {
    const { clock, sessions } = cache();
    sessions.remember('s1', { ...alice, expiresAt: 2_000 }, sessions.generation());
    clock.now = 1_999;
    expect(sessions.get('s1', 'alice')).toBeDefined();
    clock.now = 2_000;
    expect(sessions.get('s1', 'alice')).toBeUndefined();
  });

  it('forgets one session, or every session of a person', () => {
    const { sessions } = cache();
    sessions.remember('s1', alice, sessions.generation());
    sessions.remember('s2', alice, sessions.generation());
    sessions.remember('s3', { userId: 'bob', role: 'volunteer', expiresAt: 60_000 }, sessions.generation());
    sessions.forget({ sessionId: 's1' });
    expect(sessions.get('s1', 'alice')).toBeUndefined();
    expect(sessions.get('s2', 'alice')).toEqual(alice);
    sessions.forget({ userId: 'alice' });
    expect(sessions.get('s2', 'alice')).toBeUndefined();
    expect(sessions.get('s3', 'bob')).toEqual({ userId: 'bob', role: 'volunteer', expiresAt: 60_000 });
  });

  it('does not keep what a read found if a session ended while it was reading', () => {
    const { sessions } = cache();
    // The read starts, the block is committed and forgotten, then the read (which saw the session live) ends.
    const before = sessions.generation();
    sessions.forget({ userId: 'alice' });
    sessions.remember('s1', alice, before);
    expect(sessions.get('s1', 'alice')).toBeUndefined();
  });

  it('neither keeps nor reads while it cannot hear the other nodes, and drops what it had', () => {
    const { trusted, sessions } = cache();
    sessions.remember('s1', alice, sessions.generation());
    trusted.now = false;
    expect(sessions.get('s1', 'alice')).toBeUndefined();
    sessions.remember('s2', alice, sessions.generation());
    // Heard again: what was kept before may have missed a message, so it is gone.
    trusted.now = true;
    expect(sessions.get('s1', 'alice')).toBeUndefined();
    expect(sessions.get('s2', 'alice')).toBeUndefined();
  });
});
