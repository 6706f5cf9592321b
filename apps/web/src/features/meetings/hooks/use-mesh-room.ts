import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getSocket } from '../../../lib/api/socket.ts';
import { MeshRoom } from '../mesh/mesh-room.ts';
import { idleSnapshot } from '../mesh/room-snapshot.ts';

/**
 * The room of one meeting while the page is open: joined when it mounts, left when it unmounts (a
 * link followed, the back button), so leaving the page counts as leaving the meeting. `retry`
 * starts over after a failure.
 */
export function useMeshRoom(meetingId: string) {
  const room = useRef<MeshRoom | null>(null);
  const listeners = useRef(new Set<() => void>());

  const notify = useCallback(() => {
    for (const listener of listeners.current) listener();
  }, []);

  const start = useCallback(() => {
    void room.current?.leave();
    const next = new MeshRoom(getSocket(), meetingId, notify);
    room.current = next;
    notify();
    void next.start();
  }, [meetingId, notify]);

  useEffect(() => {
    start();
    return () => {
      void room.current?.leave();
      room.current = null;
    };
  }, [start]);

  const snapshot = useSyncExternalStore(
    useCallback((listener: () => void) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    }, []),
    () => room.current?.snapshot() ?? idleSnapshot,
  );

  return { snapshot, room: room.current, retry: start };
}
