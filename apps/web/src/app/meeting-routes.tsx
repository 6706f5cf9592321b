import type { RouteObject } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { paths } from '../lib/paths.ts';

/**
 * The meetings of a role area (spec 2 §2, spec 3 §2): the list at /{role}/meetings and the room at
 * /{role}/meetings/{meetingId}. The room, with all its WebRTC code, is a chunk of its own, loaded
 * only when a meeting is opened.
 */
export function meetingRoutes(role: Role): RouteObject[] {
  return [
    {
      path: paths.area(role).meetings,
      lazy: async () => {
        const { MeetingsPage } = await import('../features/meetings/pages/meetings-page.tsx');
        return { Component: () => <MeetingsPage role={role} /> };
      },
    },
    {
      path: `${paths.area(role).meetings}/:meetingId`,
      lazy: async () => {
        const { MeetingRoomPage } = await import('../features/meetings/pages/meeting-room-page.tsx');
        return { Component: () => <MeetingRoomPage role={role} /> };
      },
    },
  ];
}
