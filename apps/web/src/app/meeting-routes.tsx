import type { RouteObject } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { loadFeatures } from '../lib/i18n/catalogs.ts';
import { paths } from '../lib/paths.ts';

/**
 * The meetings of a role area (spec 2 §2, spec 3 §2): the list at /{role}/meetings and the room at
 * /{role}/meetings/{meetingId}, each with the meetings' words. The room, with all its WebRTC code,
 * is a chunk of its own, loaded only when a meeting is opened.
 */
export function meetingRoutes(role: Role): RouteObject[] {
  return [
    {
      path: paths.area(role).meetings,
      lazy: async () => {
        const [{ MeetingsPage }] = await Promise.all([import('../features/meetings/pages/meetings-page.tsx'), loadFeatures('meetings')]);
        return { Component: () => <MeetingsPage role={role} /> };
      },
    },
    {
      path: `${paths.area(role).meetings}/:meetingId`,
      lazy: async () => {
        const [{ MeetingRoomPage }] = await Promise.all([import('../features/meetings/pages/meeting-room-page.tsx'), loadFeatures('meetings')]);
        return { Component: () => <MeetingRoomPage role={role} /> };
      },
    },
  ];
}
