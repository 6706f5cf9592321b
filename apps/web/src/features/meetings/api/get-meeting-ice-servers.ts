import { queryOptions } from '@tanstack/react-query';
import { getMeetingIceServers as getMeetingIceServersEndpoint } from '@sahaya/contract/meetings/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { meetingKeys } from './keys.ts';

/** GET /api/meetings/{id}/ice-servers: the room's STUN and TURN servers, TURN credentials of this person's own, and the policy. */
export const getMeetingIceServers = (id: string) => call(getMeetingIceServersEndpoint, { params: { id } });

/**
 * Always asked afresh and never kept: the credentials expire, and the room (hooks/use-mesh-room.ts)
 * asks for them through the query client only when it needs new ones, so no component hook reads them.
 */
export const meetingIceServersQueryOptions = (id: string) =>
  queryOptions({ queryKey: meetingKeys.iceServers(id), queryFn: () => getMeetingIceServers(id), retry: 1, staleTime: 0, gcTime: 0 });
