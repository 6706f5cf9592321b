import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handBackMemoryWhenIdle, type Collected, type IdleMemory } from './idle-memory.ts';

describe('handBackMemoryWhenIdle', () => {
  let idle: IdleMemory | undefined;
  afterEach(() => {
    idle?.stop();
    vi.useRealTimers();
  });

  it('collects once after the start and once per quiet spell after an answer, never while answering', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    let collections = 0;
    idle = handBackMemoryWhenIdle(() => undefined, { quietMs: 5_000, collect: () => collections++ });
    vi.advanceTimersByTime(4_000);
    expect(collections).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(1);

    // Busy: an answer every 4 s keeps it from collecting, however long it lasts.
    for (let i = 0; i < 10; i++) {
      idle.answered();
      vi.advanceTimersByTime(4_000);
    }
    expect(collections).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(2);
    // Once per quiet spell.
    vi.advanceTimersByTime(60_000);
    expect(collections).toBe(2);
  });

  it("runs V8's collection, says what it gave back, and leaves no gc function to other code", async () => {
    const heard: Collected[] = [];
    idle = handBackMemoryWhenIdle((collected) => heard.push(collected), { quietMs: 50 });
    await expect.poll(() => heard.length, { timeout: 2_000 }).toBe(1);
    expect(heard[0]!.before).toBeGreaterThan(0);
    expect(heard[0]!.after).toBeGreaterThan(0);
    expect(heard[0]!.pauseMs).toBeGreaterThan(0);
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
