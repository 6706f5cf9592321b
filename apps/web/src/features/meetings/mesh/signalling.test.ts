import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { Signalling } from './signalling.ts';

/** A socket that is not connected yet: `active` when something has already started connecting it. */
function unconnectedSocket(active: boolean) {
  const once = new Map<string, () => void>();
  const socket = {
    connected: false,
    active,
    connect: vi.fn(),
    once: (event: string, handler: () => void) => once.set(event, handler),
    off: (event: string) => once.delete(event),
  };
  return { socket, live: socket as unknown as LiveSocket, connects: () => once.get('connect')?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the room’s connection', () => {
  it('waits for a connection already under way rather than asking for a second one', async () => {
    const { socket, live, connects } = unconnectedSocket(true);
    const connected = new Signalling(live, 'meeting-1').connect();
    expect(socket.connect).not.toHaveBeenCalled();
    connects();
    await expect(connected).resolves.toBeUndefined();
  });

  it('connects a socket nothing is connecting, and gives up after the wait', async () => {
    const { socket, live } = unconnectedSocket(false);
    const connected = new Signalling(live, 'meeting-1').connect(1_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    const failed = expect(connected).rejects.toThrow('The connection to the meeting was lost.');
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
  });
});

/** A connected socket whose server refuses each event with UNAVAILABLE while `away` is true, and records what it took. */
function serverAway() {
  const state = { away: true, taken: [] as string[], tries: 0 };
  const socket = {
    connected: true,
    on: () => undefined,
    off: () => undefined,
    emit: (event: string, payload: { data?: { n?: number } }, ack: (reply: object) => void) => {
      state.tries += 1;
      const answer = state.away
        ? { ok: false, message: 'Sahaya could not be reached just now', code: 'UNAVAILABLE' }
        : (state.taken.push(`${event}:${payload.data?.n ?? ''}`), event === 'meeting:join' ? { ok: true, peers: [] } : { ok: true });
      queueMicrotask(() => ack(answer));
    },
  };
  return { state, live: socket as unknown as LiveSocket };
}

const roomEvents = (waiting: boolean[]) => ({
  peerJoined: () => undefined,
  peerLeft: () => undefined,
  signal: () => undefined,
  peerMedia: () => undefined,
  removed: () => undefined,
  ended: () => undefined,
  mode: () => undefined,
  disconnected: () => undefined,
  connected: () => undefined,
  waiting: (now: boolean) => waiting.push(now),
});

describe('the server unable to pass messages on for a moment', () => {
  it('sends refused signals again, waiting longer each time, in the order they were made, and says so meanwhile', async () => {
    const { state, live } = serverAway();
    const signalling = new Signalling(live, 'meeting-1');
    const waiting: boolean[] = [];
    signalling.listen(roomEvents(waiting));
    for (const n of [1, 2, 3]) signalling.signal('peer', { n } as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting).toEqual([true]);
    expect(state.tries).toBe(3);

    // Tried again after half a second, then a second, then two: one at a time, the first first.
    await vi.advanceTimersByTimeAsync(500);
    expect(state.tries).toBe(4);
    await vi.advanceTimersByTimeAsync(999);
    expect(state.tries).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.tries).toBe(5);
    state.away = false;
    signalling.signal('peer', { n: 4 } as never);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.taken).toEqual(['meeting:signal:1', 'meeting:signal:2', 'meeting:signal:3', 'meeting:signal:4']);
    expect(waiting).toEqual([true, false]);
  });

  it('asks to join again until the server lets the room in', async () => {
    const { state, live } = serverAway();
    const signalling = new Signalling(live, 'meeting-1');
    const waiting: boolean[] = [];
    signalling.listen(roomEvents(waiting));
    const answers: object[] = [];
    signalling.join((ack) => answers.push(ack));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(answers).toEqual([]);
    expect(waiting).toEqual([true]);
    state.away = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(answers).toEqual([{ ok: true, peers: [] }]);
    expect(waiting).toEqual([true, false]);
  });
});
