import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getSocket } from '../../../lib/api/socket.ts';
import { meetingIceServersQueryOptions } from '../api/get-meeting-ice-servers.ts';
import { MeshRoom } from '../mesh/mesh-room.ts';
import { idleSnapshot } from '../mesh/room-snapshot.ts';
import { storedQuality, storeQuality, type VideoQuality } from '../mesh/video-quality.ts';

/**
 * The room of one meeting while the page is open: joined when it mounts, left when it unmounts (a
 * link followed, the back button), so leaving the page counts as leaving the meeting. `retry`
 * starts over after a failure.
 */
export function useMeshRoom(meetingId: string) {
  const room = useRef<MeshRoom | null>(null);
  const listeners = useRef(new Set<() => void>());
  const queryClient = useQueryClient();

  const notify = useCallback(() => {
    for (const listener of listeners.current) listener();
  }, []);

  const start = useCallback(() => {
    void room.current?.leave();
    // The join's answer carries the first ICE servers; fresh TURN credentials are asked for before they expire.
    const next = new MeshRoom(getSocket(), meetingId, notify, () => queryClient.fetchQuery(meetingIceServersQueryOptions(meetingId)), storedQuality());
    room.current = next;
    notify();
    void next.start();
  }, [meetingId, notify, queryClient]);

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

  /** This side's choice of video, kept for the next meetings on this browser. */
  const setQuality = useCallback((quality: VideoQuality) => {
    storeQuality(quality);
    room.current?.setQuality(quality);
  }, []);

  return { snapshot, room: room.current, retry: start, setQuality };
}
