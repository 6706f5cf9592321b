import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocket } from '../../../lib/socket.ts';
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
